// The sign-in limits over HTTP: per account name, 5 free attempts then a growing wait, whatever
// X-Forwarded-For says; the right password waits its turn and then goes through; unknown names alike.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openLoginForm } from './lib/auth.ts';
import { report, suite } from './lib/suite.ts';

const FREE = 5;
const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.${i + 7}`, 'x-real-ip': `192.0.2.${i + 1}` });

async function guesses(userName: string, problems: string[]): Promise<number> {
  const { browser, interaction } = await openLoginForm(suite().base);
  let attempts = 0;
  for (let i = 0; i < FREE; i += 1) {
    const res = await browser.postForm(interaction, { username: userName, password: `wrong-${i}` }, forged(i));
    attempts += 1;
    if (res.status !== 200) problems.push(`${userName}: free attempt ${i + 1} answered ${res.status}`);
  }
  const over = await browser.postForm(interaction, { username: userName, password: 'wrong-again' }, forged(99));
  attempts += 1;
  if (over.status !== 429) problems.push(`${userName}: attempt ${FREE + 1} from yet another forwarded address answered ${over.status}, expected 429`);
  if (!Number(over.headers.get('retry-after'))) problems.push(`${userName}: 429 without Retry-After`);
  return attempts;
}

describe('sign-in limits', () => {
  it('slows one account after 5 attempts whatever X-Forwarded-For says, then lets the right password through', async () => {
    const problems: string[] = [];
    const { userName, password } = suite().throttled;
    let attempts = await guesses(userName, problems);

    // The right password, at once: it waits its turn like any other attempt.
    const { browser, interaction } = await openLoginForm(suite().base);
    const early = await browser.postForm(interaction, { username: userName, password });
    attempts += 1;
    if (early.status !== 429) problems.push(`right password during the wait answered ${early.status}, expected 429`);
    const wait = Number(early.headers.get('retry-after') ?? 1);
    await new Promise((r) => setTimeout(r, wait * 1000 + 500));
    const late = await browser.postForm(interaction, { username: userName, password });
    attempts += 1;
    if (late.status !== 303) problems.push(`right password after the wait (${wait} s) answered ${late.status}, expected 303`);

    // An unknown name is answered exactly alike: the limit does not tell who exists.
    attempts += await guesses(`nobody-${randomUUID().slice(0, 8)}`, problems);
    report('sign-in: per-account throttle (5 free, then wait; XFF ignored)', attempts, problems);
    expect(problems).toEqual([]);
  });
});
