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
  /**
   * Extra authorization request parameters for sign-in (OIDC_EXTRA_AUTH_PARAMS), e.g. `resource`,
   * `audience` or `prompt`; the client passes them as oidc-client-ts's `extraQueryParams`. Always sent;
   * optional so that a client built before it still reads the answer.
   */
  extraQueryParams: z.record(z.string(), z.string()).optional(),
});
export type OidcClientConfigResponse = z.infer<typeof OidcClientConfigResponse>;
