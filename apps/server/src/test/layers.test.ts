import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ICruiseResult, cruise } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules (.dependency-cruiser.cjs, run by `npm run check:layers` in `npm test`) catch what they
 * are for: run with the same rules over scripts/layers-fixture, a tiny tree with planted violations.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));

async function cruiseFixture(): Promise<ICruiseResult> {
  const config = await extractDepcruiseConfig(join(root, '.dependency-cruiser.cjs'));
  // The fixture has no tsconfig of its own: its imports are plain relative paths.
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const result = await cruise(['apps'], {
    ...options, validate: true, ruleSet: { forbidden: config.forbidden }, baseDir: join(root, 'scripts', 'layers-fixture'),
  });
  return result.output as ICruiseResult;
}

describe('the layer rules', () => {
  it('fail on an upward import, a reach into a sibling module, a circle and a kit importing a feature, and on nothing else', async () => {
    const { summary } = await cruiseFixture();
    const found = summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    const server = 'apps/server/src';
    expect(found).toEqual([
      `db-imports-up: ${server}/db/imports-a-module.ts -> ${server}/modules/tenants/tenants.service.ts`,
      `module-reaches-into-sibling: ${server}/modules/locations/reaches-into-sibling.ts -> ${server}/modules/tenants/tenants.service.ts`,
      `no-circular: ${server}/platform/cycle/one.ts -> ${server}/platform/cycle/two.ts`,
      'web-kit-imports-up: apps/web/src/kit/imports-a-feature.ts -> apps/web/src/features/x/page.ts',
    ]);
  });
});
