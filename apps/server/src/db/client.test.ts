import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { processPoolSize, serverPoolSize } from './client.ts';

describe('serverPoolSize', () => {
  it('takes DATABASE_POOL_SIZE, else twice the processors and at least 4', () => {
    expect(serverPoolSize({ DATABASE_POOL_SIZE: '12' })).toBe(12);
    const fallback = Math.max(4, 2 * availableParallelism());
    expect(serverPoolSize({})).toBe(fallback);
    expect(serverPoolSize({ DATABASE_POOL_SIZE: 'lots' })).toBe(fallback);
    expect(serverPoolSize({ DATABASE_POOL_SIZE: '0' })).toBe(fallback);
  });
});

describe('processPoolSize', () => {
  it('shares the server pool among its processes, at least 2 connections each', () => {
    expect(processPoolSize(1, { DATABASE_POOL_SIZE: '12' })).toBe(12);
    expect(processPoolSize(2, { DATABASE_POOL_SIZE: '12' })).toBe(6);
    expect(processPoolSize(4, { DATABASE_POOL_SIZE: '10' })).toBe(3);
    expect(processPoolSize(8, { DATABASE_POOL_SIZE: '4' })).toBe(2);
  });
});
