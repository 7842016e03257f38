import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

export const DOCS_PREFIX = '/api/docs';
/** Scalar's plugin serves its script (one file, no further loads) under here; its own page is not used. */
const SCALAR_PREFIX = `${DOCS_PREFIX}/reference`;
const SCALAR_SCRIPT = `${SCALAR_PREFIX}/js/scalar.js`;

/**
 * Scalar reads its configuration from the element's attributes, so the page needs no inline script
 * and the portal's Content-Security-Policy (script-src 'self') holds here as everywhere. No fonts
 * from Scalar's servers (font-src 'self'), no links to its hosted client or toolbar.
 */
const configuration = {
  withDefaultFonts: false,
  // Scalar's own toolbar (share, deploy, SDK offers) is for its hosted service, not this portal's readers.
  showDeveloperTools: 'never',
  hideClientButton: true,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
};

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

export function referencePage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeAttribute(title)} reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<div id="api-reference" data-url="${DOCS_PREFIX}/json" data-configuration="${escapeAttribute(JSON.stringify(configuration))}"></div>
<script src="${SCALAR_SCRIPT}"></script>
</body>
</html>
`;
}

/**
 * The API document: `/api/docs` (a readable reference, Scalar), `/api/docs/json` and `/api/docs/yaml`.
 * Public, and left out of the document itself (platform/openapi/transform.ts).
 */
export async function apiDocsPlugin(docs: FastifyInstance): Promise<void> {
  docs.addHook('onRoute', (route) => {
    route.config = { ...route.config, permission: 'public' };
  });
  const hide = { hide: true };
  const page = referencePage('Portal API');
  docs.get(DOCS_PREFIX, { schema: hide }, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page));
  docs.get(`${DOCS_PREFIX}/`, { schema: hide }, (_request, reply) => reply.redirect(DOCS_PREFIX, 302));
  docs.get(`${DOCS_PREFIX}/json`, { schema: hide }, (_request, reply) => reply.send(docs.swagger()));
  docs.get(`${DOCS_PREFIX}/yaml`, { schema: hide }, (_request, reply) => reply.type('application/yaml').send(docs.swagger({ yaml: true })));
  await docs.register(scalar, {
    routePrefix: SCALAR_PREFIX,
    configuration: { url: `${DOCS_PREFIX}/json` },
    hooks: {
      // Only the script is wanted from the plugin; its page (which initialises with an inline script) leads to ours.
      onRequest: async (request, reply) => {
        if (request.url.split('?')[0] !== SCALAR_SCRIPT) return reply.redirect(DOCS_PREFIX, 302);
        // The script changes only with the pinned package; a day in the browser's cache spares 5 MB a visit.
        reply.header('cache-control', 'public, max-age=86400');
      },
    },
  });
}
