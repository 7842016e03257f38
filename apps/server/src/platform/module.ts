import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

/**
 * What every module receives when it registers (`modules/<area>/index.ts`, a Fastify plugin that app.ts
 * finds by folder). It lives in platform, below the modules, so that a module never imports app.ts.
 */
export interface ModuleOptions {
  config: Config;
  db: Db;
}
