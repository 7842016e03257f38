import { createHash, randomBytes } from 'node:crypto';

/**
 * A person signing in to the built-in provider of a listening portal at `base`, as the web client
 * does: authorization request with PKCE, the login form, the code exchanged for tokens. Throws when a
 * step does not answer as it should.
 */
export async function signInThroughProvider(base: string, clientId: string, userName: string, password: string) {
  const cookies = new Map<string, string>();
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(path, base), { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return res;
  };
  const location = (res: Response) => {
    const value = res.headers.get('location');
    if (!value) throw new Error(`expected a redirect, got ${res.status}: ${res.statusText}`);
    return value;
  };

  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${base}/auth/callback`;
  const start = await request(`/oidc/auth?${new URLSearchParams({
    client_id: clientId, response_type: 'code', redirect_uri: redirectUri, scope: 'openid profile email', state: 'st',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
  })}`);
  const submitted = await request(location(start), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: userName, password }).toString(),
  });
  const resumed = await request(location(submitted));
  const code = new URL(location(resumed)).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location(resumed)}`);
  const tokens = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: redirectUri }),
  });
  if (tokens.status !== 200) throw new Error(`the token endpoint answered ${tokens.status}: ${await tokens.text()}`);
  return tokens.json() as Promise<{ access_token: string; id_token: string; refresh_token?: string }>;
}
