// Allowed: a sibling through its index.ts and its table, and a lower layer.
import { client } from '../../db/client.ts';
import { tenantService } from '../tenants/index.ts';
import { tenants } from '../tenants/tenants.table.ts';

export const proper = [client, tenantService, tenants];
