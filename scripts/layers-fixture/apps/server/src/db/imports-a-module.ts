// Planted: db-imports-up (db/ may not import a module).
import { tenantService } from '../modules/tenants/tenants.service.ts';

export const leak = tenantService;
