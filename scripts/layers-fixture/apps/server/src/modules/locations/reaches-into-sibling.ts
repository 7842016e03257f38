// Planted: module-reaches-into-sibling (a sibling's service, not its index.ts).
import { tenantService } from '../tenants/tenants.service.ts';

export const reach = tenantService;
