import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { registerActionUsage } from '../actiondefinitions/index.ts';
import { createProtocolActionsService } from './protocolactions.service.ts';
import { protocolsRoutes } from './protocols.routes.ts';
import { createProtocolsService, protocolsUsingAction } from './protocols.service.ts';
import { startProtocolEngine } from './protocols.engine.start.ts';
import { protocolTriggerRoutes } from './protocols.trigger.routes.ts';
import { protocolTriggerService } from './protocols.trigger.ts';

export { DEMO_PROTOCOL_NAME, type ProtocolWithActions, demoProtocolId, getProtocolForWorkUnit } from './protocols.read.ts';
export { type ProtocolsService, createProtocolsService } from './protocols.service.ts';
export { type ProtocolActionsService } from './protocolactions.service.ts';

/** The protocols and protocol actions services as every door uses them (routes, seed, tests). */
export function protocolServices(db: Db) {
  const protocols = createProtocolsService({ db });
  return { protocols, actions: createProtocolActionsService({ db, protocols }) };
}

/** Protocols: the steps a work unit's events run, and their actions (docs/areas/protocols.md). */
const protocolsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  // The action catalog refuses to delete a definition a protocol uses, naming the protocols.
  registerActionUsage('protocols', { noun: 'protocol', list: protocolsUsingAction });
  const { protocols, actions } = protocolServices(options.db);
  await app.register(protocolsRoutes, { ...options, protocols, actions });

  // The engine (protocol-engine): runs on work unit events and timers, the panel's manual actions.
  startProtocolEngine(app, options);
  await app.register(protocolTriggerRoutes, { trigger: protocolTriggerService(options) });
};
export default protocolsModule;
