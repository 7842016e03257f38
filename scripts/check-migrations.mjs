// Fails when the drizzle tables differ from the committed migrations (a `db:generate` was forgotten).
import { spawnSync } from 'node:child_process';

const run = spawnSync('npx', ['drizzle-kit', 'generate', '--name', 'uncommitted_check'], {
  cwd: new URL('../apps/server/', import.meta.url),
  encoding: 'utf8',
});
const output = `${run.stdout}${run.stderr}`;
if (run.status === 0 && output.includes('No schema changes')) {
  console.log('Migrations match the tables.');
  process.exit(0);
}
// Leave the tree as it was: drop what the check generated.
spawnSync('git', ['checkout', '--', 'apps/server/src/db/migrations/meta'], { stdio: 'ignore' });
spawnSync('git', ['clean', '-fq', 'apps/server/src/db/migrations'], { stdio: 'ignore' });
console.error('The tables in apps/server/src/**/*.table.ts differ from the committed migrations.');
console.error('Run `npm run db:generate` and commit the new migration.');
console.error(output.trim());
process.exit(1);
