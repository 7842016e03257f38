// Signs in through the built-in provider over HTTP: authorization code with PKCE, as the web client does.
import { createHash, randomBytes } from 'node:crypto';

/** A browser minus the rendering: follows nothing by itself and keeps cookies by name. */
export class CookieClient {
  cookies = new Map<string, string>();

  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(path, this.base), { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

function location(res: Response): string {
  const value = res.headers.get('location');
  if (!value) throw new Error(`expected a redirect, got ${res.status}`);
  return value;
}

/** Opens the login form: answers the interaction path to post the user name and password to. */
export async function openLoginForm(base: string): Promise<{ browser: CookieClient; interaction: string; verifier: string; clientId: string }> {
  const config = await (await fetch(`${base}/api/generalLookup/oidcclientconfig`)).json() as { clientId: string };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const browser = new CookieClient(base);
  const query = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    redirect_uri: `${base}/auth/callback`,
    scope: 'openid profile email',
    state: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const start = await browser.request(`/oidc/auth?${query}`);
  if (start.status !== 303 && start.status !== 302) throw new Error(`/oidc/auth answered ${start.status}`);
  return { browser, interaction: location(start), verifier, clientId: config.clientId };
}

/** An access token for the account, through the login form and the token endpoint. */
export async function signIn(base: string, userName: string, password: string): Promise<string> {
  const { browser, interaction, verifier, clientId } = await openLoginForm(base);
  const submitted = await browser.postForm(interaction, { username: userName, password });
  if (submitted.status !== 303) throw new Error(`signing in as ${userName} answered ${submitted.status}: ${(await submitted.text()).slice(0, 200)}`);
  let res = await browser.request(location(submitted));
  // A consent step may come between the login and the callback.
  for (let hops = 0; hops < 5 && !location(res).includes('/auth/callback'); hops += 1) res = await browser.request(location(res));
  const code = new URL(location(res)).searchParams.get('code');
  if (!code) throw new Error(`no code for ${userName}`);
  const token = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: `${base}/auth/callback` }),
  });
  if (token.status !== 200) throw new Error(`token endpoint answered ${token.status} for ${userName}`);
  return ((await token.json()) as { access_token: string }).access_token;
}
