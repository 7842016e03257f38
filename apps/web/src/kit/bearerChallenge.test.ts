import { describe, expect, it } from 'vitest';
import { TOKEN_EXPIRED_DESCRIPTION, refusedTokenReason, signInRefusedUrl } from './bearerChallenge.ts';

describe('refusedTokenReason', () => {
  it('gives the description of a refused token, nothing for a missing or merely expired one', () => {
    expect(refusedTokenReason('Bearer error="invalid_token", error_description="The access token is meant for another audience."'))
      .toBe('The access token is meant for another audience.');
    expect(refusedTokenReason('Bearer error="invalid_token"')).toBe('The access token was refused.');
    expect(refusedTokenReason(`Bearer error="invalid_token", error_description="${TOKEN_EXPIRED_DESCRIPTION}"`)).toBeUndefined();
    expect(refusedTokenReason('Bearer')).toBeUndefined();
    expect(refusedTokenReason(null)).toBeUndefined();
  });

  it('makes a bounded link to the refused page', () => {
    expect(signInRefusedUrl('a b')).toBe('/user/signinRefused?reason=a%20b');
    expect(signInRefusedUrl('x'.repeat(1000)).length).toBeLessThan(400);
  });
});
