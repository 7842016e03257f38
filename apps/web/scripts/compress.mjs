// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of dist/, once, at build time, so
// the server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let before = 0;
let brotli = 0;
let count = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path)) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  before += content.length;
  brotli += br.length;
  count++;
}
console.log(`compress: ${count} files, ${(before / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli (and gzip beside)`);
