import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { packageCatalogMessages } from '@portal/contracts';
import { HttpError } from '../../platform/errors/index.ts';

/** A bundle received into the incoming folder: hashed, measured, not yet in the store. */
export interface IncomingFile {
  tempPath: string;
  sha256: string;
  sizeBytes: number;
}

/** 104857600 → "100 MB"; 1500 → "1500 bytes". */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (bytes >= 1024 * 1024 && Number.isInteger(mb * 10)) return `${mb} MB`;
  const kb = bytes / 1024;
  if (bytes >= 1024 && Number.isInteger(kb * 10)) return `${kb} KB`;
  return `${bytes} bytes`;
}

export const tooLarge = (maxBytes: number) => new HttpError(413, packageCatalogMessages.tooLarge(formatBytes(maxBytes)));

/**
 * Package bundles on disk, by content: `DATA_DIR/packages/<sha256>`. An upload streams into
 * `packages/.incoming/` while it is hashed and counted, and is renamed into place only once whole, so
 * a failed or too large upload leaves nothing in the store (and its temp file is removed).
 */
export function createPackageStore(dataDir: string, maxBytes: number) {
  const root = join(dataDir, 'packages');
  const incoming = join(root, '.incoming');

  const pathOf = (sha256: string) => {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('not a sha256');
    return join(root, sha256);
  };

  /** Streams `source` to a temp file, hashing and counting; past `maxBytes` it stops with 413. */
  async function receive(source: Readable): Promise<IncomingFile> {
    await mkdir(incoming, { recursive: true });
    const tempPath = join(incoming, randomUUID());
    const hash = createHash('sha256');
    let sizeBytes = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.length;
        if (sizeBytes > maxBytes) {
          done(tooLarge(maxBytes));
          return;
        }
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(tempPath, { mode: 0o600 }));
      // @fastify/multipart truncates at its own limit (set to ours) instead of failing the stream.
      if ((source as Readable & { truncated?: boolean }).truncated) throw tooLarge(maxBytes);
    } catch (err) {
      await rm(tempPath, { force: true });
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
      throw err;
    }
    return { tempPath, sha256: hash.digest('hex'), sizeBytes };
  }

  /** Moves a received file into the store (the same content already there is simply kept). */
  async function keep(file: IncomingFile): Promise<void> {
    await rename(file.tempPath, pathOf(file.sha256));
  }

  async function discard(files: Iterable<IncomingFile>): Promise<void> {
    await Promise.all([...files].map((f) => rm(f.tempPath, { force: true })));
  }

  async function remove(sha256: string): Promise<void> {
    await rm(pathOf(sha256), { force: true });
  }

  async function exists(sha256: string): Promise<boolean> {
    return stat(pathOf(sha256)).then(() => true, () => false);
  }

  return { root, pathOf, receive, keep, discard, remove, exists };
}

export type PackageStore = ReturnType<typeof createPackageStore>;
