import { z } from 'zod';

/** What the web client needs to sign in with oidc-client-ts (GET /api/generalLookup/oidcclientconfig). */
export const OidcClientConfigResponse = z.object({
  /** The OIDC issuer: the built-in `${PUBLIC_URL}/oidc`, or OIDC_ISSUER. */
  authority: z.string(),
  clientId: z.string(),
  /** Access token lifetime in seconds. */
  lifetime: z.number().int(),
  /** Scopes the client asks for; with an external provider it must yield access tokens for the API audience. */
  scope: z.string(),
});
export type OidcClientConfigResponse = z.infer<typeof OidcClientConfigResponse>;
