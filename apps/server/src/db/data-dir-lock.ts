import { accessSync, constants, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigurationError } from '../config.ts';
import { bootId, isAlive, isZombie, processStartTicks } from './process-liveness.ts';

/**
 * One process at a time on a data folder: the portal (or an admin command that starts the embedded
 * database) holds `DATA_DIR/portal.lock` for its whole life. The file names its owner by pid, by the
 * pid's start time and the boot it belongs to, so that a lock left by a crash is recognised as such
 * even when the pid has since been given to another process, and only then taken over.
 */
export const LOCK_FILE = 'portal.lock';

interface LockOwner {
  pid: number;
  /** HTTP port of the portal holding it; absent for an admin command. */
  port?: number;
  /** How the owner was started, for the message to whoever is refused. */
  command: string;
  /** The process's start time in clock ticks after boot (/proc/PID/stat, field 22), when known. */
  startTicks?: number;
  bootId?: string;
}

export class DataDirInUseError extends ConfigurationError {}

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote `owner` has provably ended: no process has its pid (ESRCH), it is a
 * zombie, the machine has booted since, or the pid now belongs to a process that started at another time.
 */
export function ownerIsGone(owner: Pick<LockOwner, 'pid' | 'startTicks' | 'bootId'>): boolean {
  if (!isAlive(owner.pid)) return true;
  // Killed but not yet reaped (SIGKILL, and its parent has not waited for it): it runs no more.
  if (isZombie(owner.pid)) return true;
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return true;
  const started = processStartTicks(owner.pid);
  return owner.startTicks !== undefined && started !== undefined && owner.startTicks !== started;
}

function parseOwner(text: string | undefined): LockOwner | undefined {
  if (!text) return undefined;
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : undefined;
  } catch {
    return undefined;
  }
}

function describe(owner: LockOwner): string {
  return owner.port !== undefined ? `port ${owner.port}` : owner.command;
}

/** The one line an operator reads when a data folder cannot be written. */
export function unwritableDataDir(dataDir: string, error: unknown): ConfigurationError {
  let code = (error as NodeJS.ErrnoException).code ?? 'error';
  // node's recursive mkdir reports ENOENT on a read-only file system: ask the folder that exists.
  if (code === 'ENOENT') code = whyNotWritable(dataDir) ?? code;
  const why: Record<string, string> = {
    EROFS: 'the file system is read-only',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENOTDIR: 'a part of the path is a file, not a folder',
    EEXIST: 'a file of that name is in the way',
    ENOENT: 'the path cannot be created there',
    ENOSPC: 'the disk is full',
  };
  return new ConfigurationError(
    `DATA_DIR ${dataDir} cannot be written (${why[code] ?? code}): set DATA_DIR to a folder this user can create and write, or fix its permissions.`,
  );
}

/** Why the nearest existing folder on the way to `path` cannot be written to (EROFS, EACCES), if so. */
function whyNotWritable(path: string): string | undefined {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if (existsSync(dir)) {
      try {
        accessSync(dir, constants.W_OK);
        return undefined;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code;
      }
    }
    if (dir === dirname(dir)) return undefined;
  }
}

/** Puts the staged lock in place unless one is there (EEXIST); where hard links are not supported, by an exclusive create. */
function placeLock(staged: string, path: string, text: string): void {
  try {
    linkSync(staged, path);
  } catch (error) {
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    writeFileSync(path, text, { flag: 'wx', mode: 0o644 });
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the data folder's lock, or throws DataDirInUseError naming the live owner. A lock whose owner
 * is provably gone (a crash, a SIGKILL, a reboot) is taken over, and `warn` told so. Released on
 * `release()` and when the process exits.
 */
export function lockDataDir(dataDir: string, port?: number, warn: (message: string) => void = console.warn): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  // Held already by this process (main.ts takes it before loading the app, the database again): shared.
  const mine = heldHere.get(path);
  if (mine) {
    mine.holders++;
    return { release: once(() => --mine.holders === 0 && mine.release()) };
  }
  const me: LockOwner = {
    pid: process.pid,
    ...(port !== undefined ? { port } : {}),
    command: `npm run ${process.argv[1]?.includes('admin') ? 'admin' : 'start'}`,
    startTicks: processStartTicks(process.pid),
    bootId: bootId(),
  };
  const text = JSON.stringify(me);
  const staged = `${path}.${process.pid}`;
  try {
    mkdirSync(dataDir, { recursive: true });
    // Written whole, then linked into place: link fails if the lock exists, and whoever reads the lock
    // never sees it half written (as with open 'wx' followed by a write).
    writeFileSync(staged, text, { mode: 0o644 });
  } catch (error) {
    throw unwritableDataDir(dataDir, error);
  }
  /** The ended owner whose lock this start moved aside, if it did. */
  let takenOver: LockOwner | 'unreadable' | undefined;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        placeLock(staged, path, text);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw unwritableDataDir(dataDir, error);
      }
      const owner = parseOwner(readOptional(path));
      if (owner && owner.pid !== process.pid && !ownerIsGone(owner)) {
        throw new DataDirInUseError(
          `DATA_DIR ${dataDir} is in use by process ${owner.pid} (${describe(owner)}): stop that process first, or set DATA_DIR to another folder.`,
        );
      }
      // A lock that no live process owns, or unreadable (its writer died mid-way): moved aside rather than
      // deleted, and checked again there, so that of two starts taking it over at once only one wins.
      if (attempt > 5) throw new DataDirInUseError(`DATA_DIR ${dataDir} is being locked by another start at this moment: try again.`);
      const aside = `${path}.stale.${process.pid}`;
      try {
        renameSync(path, aside);
      } catch {
        continue; // someone else moved it first
      }
      const moved = readOptional(aside);
      if (moved !== undefined && JSON.stringify(parseOwner(moved)) === JSON.stringify(owner)) takenOver = owner ?? 'unreadable';
      if (moved !== undefined && JSON.stringify(parseOwner(moved)) !== JSON.stringify(owner)) {
        // Another start's fresh lock got moved instead: put it back, it wins.
        try {
          linkSync(aside, path);
        } catch {
          // a third start took the place meanwhile; it wins just the same
        }
      }
      rmSync(aside, { force: true });
    }
  } finally {
    rmSync(staged, { force: true });
  }
  if (takenOver) {
    warn(takenOver === 'unreadable'
      ? `Took over ${path}, which could not be read (its writer ended while writing it).`
      : `Took over ${path} from process ${takenOver.pid} (${describe(takenOver)}), which has ended without releasing it (a crash, a SIGKILL or a restart of the machine).`);
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(path);
    process.removeListener('exit', release);
    // Only our own lock: never one another process has taken over meanwhile.
    if (parseOwner(readOptional(path))?.pid === process.pid) {
      try {
        unlinkSync(path);
      } catch {
        // gone already
      }
    }
  };
  process.on('exit', release);
  const entry = { holders: 1, release };
  heldHere.set(path, entry);
  return { release: once(() => --entry.holders === 0 && release()) };
}

const heldHere = new Map<string, { holders: number; release: () => void }>();

function once(action: () => unknown): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
