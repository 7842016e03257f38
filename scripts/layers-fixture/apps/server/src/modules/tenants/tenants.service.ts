import { client } from '../../db/client.ts';

export const tenantService = client;
