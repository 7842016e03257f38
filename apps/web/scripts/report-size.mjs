// Prints the gzip size of the JavaScript the first page loads: the entry script of dist/index.html,
// its modulepreloads, and everything they import statically (not the lazy `import()` chunks).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error(`report-size: ${indexHtml} not found; run vite build first.`);
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
const roots = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((m) => m[1]).filter((src) => !/^https?:/.test(src));

// Static imports in minified output: `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${},\s]*?\s*from\s*)?["']([^"']+\.js)["']/g;

const seen = new Map();
function visit(url) {
  const path = url.split('?')[0];
  if (seen.has(path)) return;
  const file = join(dist, path);
  if (!existsSync(file)) return;
  const source = readFileSync(file);
  seen.set(path, { raw: source.length, gzip: gzipSync(source, { level: 9 }).length });
  for (const match of source.toString('utf8').matchAll(STATIC_IMPORT)) {
    const spec = match[1];
    if (spec.startsWith('.')) visit(posix.join(posix.dirname(path), spec));
    else if (spec.startsWith('/')) visit(spec);
  }
}
for (const root of roots) visit(root.startsWith('/') ? root : `/${root}`);

const kb = (bytes) => (bytes / 1024).toFixed(1);
let raw = 0;
let gzip = 0;
console.log('\nJavaScript loaded by the first page:');
for (const [path, size] of [...seen].sort((a, b) => b[1].gzip - a[1].gzip)) {
  raw += size.raw;
  gzip += size.gzip;
  console.log(`  ${path.padEnd(48)} ${kb(size.raw).padStart(8)} KB  ${kb(size.gzip).padStart(7)} KB gzip`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(raw).padStart(8)} KB  ${kb(gzip).padStart(7)} KB gzip (budget ${BUDGET_KB} KB)`);
if (gzip / 1024 > BUDGET_KB) console.warn(`WARNING: first-page JavaScript is over the ${BUDGET_KB} KB gzip budget.`);
