import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { env } from '@/lib/env';

/**
 * Where uploaded files live. Keys are generated here (`<folder>/<uuid>.<ext>`), never taken
 * from a visitor's file name, so an upload can neither choose nor overwrite a path. One
 * interface so that a shared object store can replace the disk when several instances run.
 */
export interface FileStorage {
  /** Stores `bytes` and answers the new key. */
  put(folder: string, bytes: Uint8Array, extension: string): Promise<string>;
  /** A stream of the stored file, or null when the key names nothing. */
  open(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>;
  remove(key: string): Promise<void>;
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/i;

/** Resolves `key` inside `root`, or null for anything that would step outside it. */
export function resolveInside(root: string, key: string): string | null {
  const full = path.resolve(/* turbopackIgnore: true */ root, key);
  return full.startsWith(root + path.sep) ? full : null;
}

export function diskStorage(rootDir: string): FileStorage {
  const root = path.resolve(/* turbopackIgnore: true */ rootDir);
  return {
    async put(folder, bytes, extension) {
      if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(extension)) {
        throw new Error(`Unsafe storage folder or extension: ${folder} ${extension}`);
      }
      const key = `${folder}/${randomUUID()}.${extension.toLowerCase()}`;
      const full = path.join(/* turbopackIgnore: true */ root, key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      // 'wx' refuses to replace an existing file, even in the unlikely case of a repeated uuid.
      await fs.promises.writeFile(full, bytes, { flag: 'wx', mode: 0o640 });
      return key;
    },
    async open(key) {
      const full = resolveInside(root, key);
      if (!full) return null;
      const stat = await fs.promises.stat(full).catch(() => null);
      if (!stat?.isFile()) return null;
      const stream = Readable.toWeb(fs.createReadStream(full)) as ReadableStream<Uint8Array>;
      return { stream, size: stat.size };
    },
    async remove(key) {
      const full = resolveInside(root, key);
      if (full) await fs.promises.rm(full, { force: true });
    },
  };
}

/** The site's uploads: DATA_DIR/uploads. */
export function getStorage(): FileStorage {
  return diskStorage(path.join(/* turbopackIgnore: true */ env.dataDir, 'uploads'));
}

/** Files shipped with the site under public/ (such as seeded job attachments), read-only. */
export function publicFiles(): Pick<FileStorage, 'open'> {
  return diskStorage(path.join(/* turbopackIgnore: true */ process.cwd(), 'public'));
}
