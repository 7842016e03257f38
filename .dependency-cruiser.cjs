/**
 * The layers of ARCHITECTURE.md, enforced (`npm run check:layers`, part of `npm test`).
 * Server, lowest first: config -> db -> platform -> engine -> app -> modules -> cli / cluster / seed / main.
 * seed/ runs the demo data of every module (it finds them by folder, as app.ts does), so it sits at the top;
 * what a module's seed.ts receives (SeedContext) is in platform/module.ts, beside ModuleOptions.
 * Web, lowest first: kit -> app -> features (app/router.tsx, the route table, may name feature pages).
 * Tests, fixtures and test helpers may reach anywhere: they are not part of any layer.
 * src/test/layers.test.ts runs these rules over scripts/layers-fixture (outside apps/, so the real run,
 * lint and typecheck never see it) and expects the planted violations.
 */
const S = '^apps/server/src/';
const W = '^apps/web/src/';
// The top layer: nothing below may import it.
const TOP = 'cli|cluster|seed';
const TEST = '(\\.test\\.tsx?|\\.fixtures?\\.tsx?|/test/|/testing\\.tsx?|test-helpers\\.ts|\\.arbitraries\\.ts)$|/test/';

const upward = (name, from, to, comment) => ({
  name, comment, severity: 'error',
  from: { path: from, pathNot: TEST },
  to: { path: to },
});

module.exports = {
  forbidden: [
    upward('db-imports-up', `${S}db/`, `${S}(platform|engine|modules|${TOP})/|${S}(app|main)\\.ts$`,
      'db/ is the lowest layer after config: it may not import platform, engine, app, modules, cli, seed or main.'),
    upward('platform-imports-up', `${S}platform/`, `${S}(engine|modules|${TOP})/|${S}(app|main)\\.ts$`,
      'platform/ may import config and db only.'),
    upward('engine-imports-up', `${S}engine/`, `${S}(modules|${TOP})/|${S}(app|main)\\.ts$`,
      'engine/ is pure: it may import contracts, config, db types and platform, never modules or the app.'),
    upward('app-imports-modules', `${S}app\\.ts$`, `${S}(modules|${TOP})/|${S}main\\.ts$`,
      'app.ts discovers modules by folder; it never imports one.'),
    upward('modules-import-up', `${S}modules/`, `${S}(${TOP})/|${S}main\\.ts$`,
      'A module may not import the CLI, the process cluster, the seed orchestration or main.'),
    {
      name: 'module-reaches-into-sibling', severity: 'error',
      comment: 'A module uses a sibling only through the sibling\'s index.ts, or its schema: its tables (foreign keys '
        + 'need them) and its OData entity (relations for $expand). Both describe data, not behaviour.',
      from: { path: `${S}modules/([^/]+)/`, pathNot: TEST },
      to: {
        path: `${S}modules/([^/]+)/.+`,
        pathNot: [`${S}modules/$1/`, `${S}modules/[^/]+/(index|[^/]+\\.table|[^/]+\\.entity)\\.ts$`],
      },
    },
    {
      name: 'mailer-outside-platform-mail', severity: 'error',
      comment: 'Mail leaves through one mailer: platform/mail.',
      from: { path: '^apps/server/', pathNot: [`${S}platform/mail/`, TEST] },
      to: { path: 'node_modules/nodemailer/' },
    },
    {
      name: 'http-client-outside-platform-outbound', severity: 'error',
      comment: 'Outgoing HTTP leaves through one client with the SSRF guard: platform/outbound.',
      from: { path: '^apps/server/', pathNot: [`${S}platform/outbound/`, TEST] },
      to: { path: 'node_modules/(undici|axios|node-fetch|got)/' },
    },
    {
      name: 'agent-and-portal-apart', severity: 'error',
      comment: 'The agent (apps/agent) is a program of its own on the customer\'s machine: it shares only '
        + '@portal/contracts with the portal, and neither imports the other.',
      from: { path: '^apps/agent/' },
      to: { path: '^apps/(server|web)/' },
    },
    {
      name: 'portal-imports-agent', severity: 'error',
      comment: 'The portal serves the agent\'s built file (modules/downloads); it never imports the agent\'s code.',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/agent/' },
    },
    upward('web-kit-imports-up', `${W}kit/`, `${W}(app|features)/`, 'kit/ is the web\'s lowest layer.'),
    upward('web-app-imports-features', `${W}app/`, `${W}features/`, 'app/ may not import features (the route table aside).'),
    {
      name: 'no-circular', severity: 'error',
      comment: 'No import circles: a circle makes load order matter and layers meaningless.',
      from: { pathNot: TEST },
      to: { circular: true, viaOnly: { pathNot: TEST } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|migrations)/|api-types\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
