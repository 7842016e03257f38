import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Builds apps/agent/dist/agent.mjs from the agent's sources as they are now, so that the tests serve and run
 * today's agent rather than a stale build (the build writes the file whole, then renames it).
 */
export function buildAgentBundle(): void {
  const script = fileURLToPath(new URL('../../../../agent/scripts/build.mjs', import.meta.url));
  const build = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The agent's build failed: ${build.stderr}`);
}
