import { describe, expect, it } from 'vitest';
import { databaseOnThisMachine, serverProcesses } from './processes.ts';

describe('databaseOnThisMachine', () => {
  it('counts the embedded database, loopback addresses and local sockets as this machine', () => {
    expect(databaseOnThisMachine(undefined)).toBe(true);
    expect(databaseOnThisMachine('postgres://portal:portal@127.0.0.1:5432/portal')).toBe(true);
    expect(databaseOnThisMachine('postgres://portal@LOCALHOST/portal')).toBe(true);
    expect(databaseOnThisMachine('postgres://portal@[::1]:5432/portal')).toBe(true);
    expect(databaseOnThisMachine('postgresql:///portal?host=/var/run/postgresql')).toBe(true);
  });

  it('counts any other host, or a URL it cannot read, as another machine', () => {
    expect(databaseOnThisMachine('postgres://portal@db.internal:5432/portal')).toBe(false);
    expect(databaseOnThisMachine('postgres://portal@10.0.0.5/portal')).toBe(false);
    expect(databaseOnThisMachine('postgres://portal@127.0.0.1/portal?host=db.internal')).toBe(false);
    expect(databaseOnThisMachine('not a url')).toBe(false);
  });
});

describe('serverProcesses', () => {
  it('takes SERVER_PROCESSES as given', () => {
    expect(serverProcesses({ SERVER_PROCESSES: 3, DATABASE_URL: undefined }, 8)).toBe(3);
  });

  it('leaves half the processors to a PostgreSQL on this machine, at least one process', () => {
    expect(serverProcesses({ SERVER_PROCESSES: undefined, DATABASE_URL: undefined }, 2)).toBe(1);
    expect(serverProcesses({ SERVER_PROCESSES: undefined, DATABASE_URL: 'postgres://p@localhost/p' }, 8)).toBe(4);
    expect(serverProcesses({ SERVER_PROCESSES: undefined, DATABASE_URL: undefined }, 1)).toBe(1);
  });

  it('uses every processor when PostgreSQL runs elsewhere', () => {
    expect(serverProcesses({ SERVER_PROCESSES: undefined, DATABASE_URL: 'postgres://p@db.internal/p' }, 2)).toBe(2);
  });
});
