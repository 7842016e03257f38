export const tenants = 'tenants';
