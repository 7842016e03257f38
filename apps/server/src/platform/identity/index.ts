import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { IdentityKeys } from './keys.ts';

export interface IdentityOptions {
  config: Config;
  db: Db;
  keys: IdentityKeys;
}

// The built-in OIDC provider is mounted here (being written: oidc-provider at /oidc).
export const identityPlugin = fp(async (_app: FastifyInstance, _options: IdentityOptions) => {});
