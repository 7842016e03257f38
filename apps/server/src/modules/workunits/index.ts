import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { accessRequestRoutes } from './access-request.routes.ts';
import { createWorkUnitsService } from './workunits.service.ts';
import { workUnitsRoutes } from './workunits.routes.ts';

// For the create-work-unit action (modules/actiondefinitions): open a work unit and note later matches on it.
export { createWorkUnitsService } from './workunits.service.ts';
export { createWorkUnitNotesService } from './workunit-notes.service.ts';

export {
  WORK_UNIT_EVENTS_TOPIC, type WorkUnitEvent, type WorkUnitEventKind, claimWorkUnitEvents, registerWorkUnitEventConsumer,
} from './workunit-events.ts';

/** Work units: the staff grid's calls, notes and history, approvals, the Resolution Center, the access request. */
const workUnitsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const workUnits = createWorkUnitsService({ db: options.db, config: options.config });
  await app.register(workUnitsRoutes, { ...options, workUnits });
  await app.register(accessRequestRoutes, { ...options, workUnits });
};
export default workUnitsModule;
