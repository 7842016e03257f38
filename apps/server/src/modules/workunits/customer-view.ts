import { ResolutionCenterItem, WorkUnitTypeId } from '@portal/contracts';
import { z } from 'zod';
import { workUnitCsvColumns } from './workunits.entity.ts';

/**
 * What a customer (WorkUnits:view:mine and WorkUnits:view nowhere) gets from the staff calls
 * `GET /v1/workunits`, `GET /v1/workunits/{id}` and the export: its incidents as the Resolution Center
 * shows them (service and need by name, Done or Active, the resolution once Done), plus the type,
 * always Incident. Assignees, groups, internal notes, severity, custom fields and the like stay with
 * the staff. A caller that is staff in some tenants gets whole records of those tenants only.
 */
export const CustomerWorkUnit = ResolutionCenterItem.extend({ workUnitTypeId: z.literal(WorkUnitTypeId.Incident) });
export type CustomerWorkUnit = z.infer<typeof CustomerWorkUnit>;
export const CustomerWorkUnitList = z.object({ '@odata.count': z.number().int().optional(), value: z.array(CustomerWorkUnit) });

export function customerWorkUnit(item: ResolutionCenterItem): CustomerWorkUnit {
  return { ...item, workUnitTypeId: WorkUnitTypeId.Incident };
}

/** workunits.csv for a customer: the columns the Resolution Center shows too. */
const customerCsvFields = new Set(['workUnitId', 'title', 'workUnitType', 'state', 'tenant.name', 'referenceId', 'created', 'description']);
export const customerCsvColumns = workUnitCsvColumns.filter((column) => customerCsvFields.has(column.field));
