import openapiTS, { astToString } from 'openapi-typescript';

const header = `/**
 * The portal's API as TypeScript types, generated from docs/openapi.json by openapi-typescript
 * (\`npm run docs:api\`). Do not edit: a test fails when it differs from what the server generates.
 */
`;

/** apps/web/src/kit/api-types.ts for the API document `document`. */
export async function apiTypesSource(document: object): Promise<string> {
  const nodes = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: false, rootTypes: false });
  return `${header}\n${astToString(nodes)}`;
}
