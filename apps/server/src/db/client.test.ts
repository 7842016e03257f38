import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { serverPoolSize } from './client.ts';

describe('serverPoolSize', () => {
  it('takes DATABASE_POOL_SIZE, else twice the processors and at least 4', () => {
    expect(serverPoolSize({ DATABASE_POOL_SIZE: '12' })).toBe(12);
    const fallback = Math.max(4, 2 * availableParallelism());
    expect(serverPoolSize({})).toBe(fallback);
    expect(serverPoolSize({ DATABASE_POOL_SIZE: 'lots' })).toBe(fallback);
    expect(serverPoolSize({ DATABASE_POOL_SIZE: '0' })).toBe(fallback);
  });
});
