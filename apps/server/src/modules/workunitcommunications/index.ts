import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { registerCommunicationAutomation } from './workunitcommunications.automation.ts';
import { reminderJob } from './workunitcommunications.jobs.ts';
import { workUnitCommunicationsRoutes } from './workunitcommunications.routes.ts';
import { createWorkUnitCommunicationsService } from './workunitcommunications.service.ts';

export { createWorkUnitCommunicationsService, openCommunicationOf } from './workunitcommunications.service.ts';

/**
 * Work unit communications, WUCOMM (docs/areas/workunitcommunications.md): what customers read during an
 * outage, its steps and related work units, the internal notification, the program manager's reminder,
 * and the customer's read-only view in the Resolution Center.
 */
const workUnitCommunicationsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(workUnitCommunicationsRoutes, options);
  options.jobs.register(reminderJob({ db: options.db, config: options.config }));
  registerCommunicationAutomation(createWorkUnitCommunicationsService({ db: options.db, config: options.config }));
};
export default workUnitCommunicationsModule;
