import { describe, expect, it } from 'vitest';
import { createUserManager, parseOidcConfig, safeReturnPath } from './oidc.ts';

describe('the sign-in configuration', () => {
  it("passes the provider's extra authorization parameters (OIDC_EXTRA_AUTH_PARAMS) on to sign-in", async () => {
    const config = parseOidcConfig({ authority: 'https://kc.example.test/realms/ops', clientId: 'portal-web', extraQueryParams: { audience: 'portal-api', prompt: 'select_account', bad: 3 } });
    expect(config.extraQueryParams).toEqual({ audience: 'portal-api', prompt: 'select_account' });
    const manager = createUserManager(config);
    expect(manager.settings.extraQueryParams).toEqual({ audience: 'portal-api', prompt: 'select_account' });
    expect(parseOidcConfig({ authority: 'https://a.test', clientId: 'c' }).extraQueryParams).toBeUndefined();
  });

  it('never returns to a sign-in page after signing in', () => {
    for (const path of ['/user/login', '/auth/callback?code=x', '/auth/silent', '/user/accessDenied', '/user/signinRefused?reason=x', '//evil.test/x', 'https://evil.test']) {
      expect({ path, to: safeReturnPath(path) }).toEqual({ path, to: '/' });
    }
    expect(safeReturnPath('/abc/workunits?search=x')).toBe('/abc/workunits?search=x');
  });
});
