import { readFileSync } from 'node:fs';

/**
 * What this machine says about another process (by signal 0 and Linux's /proc), for the data folder's
 * lock and the embedded PostgreSQL's crash recovery. Off Linux the /proc readers answer undefined.
 */

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Whether a process has `pid`: EPERM means it exists but belongs to another user, so it is alive. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The fields of /proc/PID/stat after the command name (field 2, in parentheses, may hold spaces). */
function statFields(pid: number): string[] | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** When process `pid` started, in clock ticks after boot (field 22); undefined off Linux or when it is gone. */
export function processStartTicks(pid: number): number | undefined {
  const ticks = Number(statFields(pid)?.[19]);
  return Number.isFinite(ticks) && ticks > 0 ? ticks : undefined;
}

/** Whether `pid` has exited and waits only to be reaped by its parent (state Z, field 3). */
export function isZombie(pid: number): boolean {
  return statFields(pid)?.[0] === 'Z';
}

/** This boot of the machine: a process recorded under another boot has ended. */
export const bootId = (): string | undefined => readProc('/proc/sys/kernel/random/boot_id');

/** The parent of a process, or undefined when unknown. */
export function parentOf(pid: number): number | undefined {
  const ppid = Number(/PPid:\s+(\d+)/.exec(readProc(`/proc/${pid}/status`) ?? '')?.[1]);
  return Number.isInteger(ppid) && ppid > 0 ? ppid : undefined;
}

/** A process's command line (arguments separated by NUL), or '' when unknown. */
export const commandLineOf = (pid: number): string => readProc(`/proc/${pid}/cmdline`) ?? '';
