import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from './config.ts';

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
};

describe('a wrong setting', () => {
  it('says what to write for a number that is not one', () => {
    expect(refusal({ PORT: 'abc' })).toBe("Invalid configuration: PORT 'abc': must be a whole number from 1 to 65535, e.g. PORT=3000");
    expect(refusal({ PORT: '70000' })).toBe("Invalid configuration: PORT '70000': must be a whole number from 1 to 65535, e.g. PORT=3000");
    expect(refusal({ SERVER_PROCESSES: '0' })).toBe("Invalid configuration: SERVER_PROCESSES '0': must be a whole number from 1 to 64, e.g. SERVER_PROCESSES=2");
    expect(refusal({ DATABASE_STATEMENT_TIMEOUT_MS: '30s' })).toBe(
      "Invalid configuration: DATABASE_STATEMENT_TIMEOUT_MS '30s': must be a whole number from 100 to 3600000, e.g. DATABASE_STATEMENT_TIMEOUT_MS=30000",
    );
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080);
  });

  it('refuses a long poll that agents would not outwait', () => {
    expect(refusal({ AGENT_LONG_POLL_SECONDS: '60' })).toBe(
      "Invalid configuration: AGENT_LONG_POLL_SECONDS '60': must be a whole number from 1 to 40, e.g. AGENT_LONG_POLL_SECONDS=40",
    );
    expect(loadConfig({}).AGENT_LONG_POLL_SECONDS).toBe(40);
    expect(loadConfig({ AGENT_LONG_POLL_SECONDS: '25' }).AGENT_LONG_POLL_SECONDS).toBe(25);
  });

  it('never repeats the value of a secret setting', () => {
    const token = 'short-secret';
    const message = refusal({ METRICS_TOKEN: token });
    expect(message).toBe('Invalid configuration: METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters long.');
    expect(message).not.toContain(token);
  });

  it('finds a malformed SECRETS_KEY with the other settings, before anything is made in DATA_DIR', () => {
    const key = 'bm90IGEga2V5';
    const message = refusal({ SECRETS_KEY: key });
    expect(message).toMatch(/^SECRETS_KEY: key 1 is not valid: each key must be base64 of 32 random bytes/);
    expect(message).not.toContain(key);
    expect(refusal({ SECRETS_KEY: `${Buffer.alloc(32, 1).toString('base64')},${key}` })).toMatch(/^SECRETS_KEY: key 2 is not valid/);
    expect(loadConfig({ SECRETS_KEY: Buffer.alloc(32, 1).toString('base64') }).SECRETS_KEY).toBeDefined();
  });

  it('refuses a DATABASE_URL that is no postgres URL without repeating it', () => {
    const message = refusal({ DATABASE_URL: 'mysql://root:hunter2@db/portal' });
    expect(message).toBe('DATABASE_URL is not a URL: write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE.');
  });
});
