// Writes the generated section of docs/permissions.md (built-in roles, every API route and its
// permission) from the code, by running the test that otherwise fails while the two differ.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'apps/server/src/test/routes.test.ts', '-t', 'docs/permissions.md'], {
  stdio: 'inherit',
  env: { ...process.env, WRITE_PERMISSIONS_DOC: '1' },
});
if (result.status === 0) console.log('docs/permissions.md: generated section written.');
process.exit(result.status ?? 1);
