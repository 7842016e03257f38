export { tenantService } from './tenants.service.ts';
