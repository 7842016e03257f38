import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { accessRequestRoutes } from './access-request.routes.ts';
import { createWorkUnitsService } from './workunits.service.ts';
import { workUnitsRoutes } from './workunits.routes.ts';

// For the create-work-unit action (modules/actiondefinitions): open a work unit and note later matches on it.
export { createWorkUnitsService } from './workunits.service.ts';
export { createWorkUnitNotesService } from './workunit-notes.service.ts';
// JSON Patch (RFC 6902) over a flat record, for other modules' PATCH routes (compliance statuses).
export { type PatchRules, applyPatch } from './json-patch.ts';

// For protocols (issue 31): their runs' history entries, written the way every area writes history.
export { type HistoryInput, writeHistory } from './workunits.history.ts';

/** Which work units an actor sees: as staff (WUCOMM's related work units), and in the Resolution Center (its customer view). */
export { fullRecordScope, resolutionCenterScope } from './workunits.scope.ts';

// For the rules: an approved change request's window and related devices and blocks (its maintenance rule).
export { type ChangeWindow, readChangeWindow } from './workunits.change-window.ts';

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
