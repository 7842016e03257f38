// Bundles the agent into one file, dist/agent.mjs, that plain `node agent.mjs --url … --token …` runs on
// Node 20 or later: the contracts and zod are inside, nothing to install. The portal serves it at
// /downloads/agent.mjs.
import { build } from 'esbuild';
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}dist/agent.mjs`;

const result = await build({
  write: false,
  entryPoints: [`${root}src/main.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: false,
  legalComments: 'inline',
  logLevel: 'warning',
  // Not minified: whoever runs it on their machine can read what it does.
});
// Written whole then renamed: a portal serving the file, or a test reading it, never sees half of one.
mkdirSync(`${root}dist`, { recursive: true });
const temporary = `${outfile}.${process.pid}.tmp`;
writeFileSync(temporary, result.outputFiles[0].contents, { mode: 0o755 });
renameSync(temporary, outfile);
console.log(`apps/agent: built ${outfile} (${Math.round(statSync(outfile).size / 1024)} kB)`);
