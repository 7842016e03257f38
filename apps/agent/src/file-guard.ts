import { realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';

/** The --allow-read directories, resolved once to their real paths (a directory given by a symlink counts as its target). */
export function resolveAllowedDirectories(directories: string[], base = process.cwd()): string[] {
  return directories.map((directory) => {
    try {
      return realpathSync(resolve(base, directory));
    } catch {
      throw new Error(`--allow-read ${directory}: no such directory.`);
    }
  });
}

function inside(directory: string, path: string): boolean {
  const rel = relative(directory, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The real path of a file LocalFileRead may read, or an error saying why not. The path is resolved with
 * realpath, so neither `..` nor a symlink can lead out of the allowed directories; a path outside them is
 * refused before anything is read, whether or not the file exists.
 */
export async function guardReadablePath(path: string, allowed: string[]): Promise<string> {
  if (allowed.length === 0) throw new Error('LocalFileRead reads only under directories the agent was started with (--allow-read DIR); none were given.');
  if (!path || !isAbsolute(path)) throw new Error(`The path "${path}" must be absolute.`);
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    // Whether a file outside the allowed directories exists is not told either.
    if (!allowed.some((directory) => inside(directory, resolve(path)))) throw outside(path);
    throw new Error(`The file ${path} cannot be read: it does not exist or the agent may not open it.`);
  }
  if (!allowed.some((directory) => inside(directory, real))) throw outside(path);
  return real;
}

const outside = (path: string) => new Error(`The path ${path} is outside the directories the agent may read (--allow-read); it was not read.`);
