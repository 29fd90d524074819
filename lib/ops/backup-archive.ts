/**
 * One backup is one .tar.gz (optionally encrypted: .tar.gz.enc): `database/…` (the engine's
 * dump), `files/<path under DATA_DIR>` and `manifest.json`, last, once every file's checksum is
 * known. Each file is hashed while it is packed, in one read, so the checksum is of the very
 * bytes archived. tar-stream writes and reads entries; names are checked before anything is
 * written on restore.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { decryptingStream, encryptingStream, isEncrypted } from './backup-crypto';

export type FileDigest = { size: number; sha256: string };

/** Counts bytes and hashes them on their way through. */
function hashing(): { stream: Transform; digest: () => FileDigest } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, digest: () => ({ size, sha256: hash.digest('hex') }) };
}

export type ArchiveWriter = {
  /** Packs the file at `source` as `name`, answering its size and sha256. */
  addFile(name: string, source: string): Promise<FileDigest>;
  addBytes(name: string, bytes: Buffer): Promise<void>;
  /** Ends the archive and waits until every byte is on disk. */
  finish(): Promise<void>;
};

export function writeArchive(file: string, key?: Buffer): ArchiveWriter {
  const pack = tar.pack();
  const stages: (Readable | Transform | Writable)[] = [
    pack as unknown as Readable,
    zlib.createGzip({ level: 6 }),
  ];
  if (key) stages.push(encryptingStream(key));
  stages.push(fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  const written = pipeline(stages as [Readable, ...Transform[], Writable]);
  // Until finish() awaits it, a failure must not be an unhandled rejection.
  written.catch(() => {});
  return {
    async addFile(name, source) {
      const { size } = await fs.promises.stat(source);
      const { stream, digest } = hashing();
      const entry = pack.entry({ name, size, mode: 0o640, type: 'file' });
      await pipeline(fs.createReadStream(source), stream, entry);
      return digest();
    },
    async addBytes(name, bytes) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name, mode: 0o640 }, bytes, (error) => (error ? reject(error) : resolve())),
      );
    },
    async finish() {
      pack.finalize();
      await written;
    },
  };
}

/** An entry name the archive may hold: relative, normalised, no `..`, under a known folder. */
export function isSafeEntryName(name: string): boolean {
  if (name === 'manifest.json') return true;
  if (!/^(database|files)\/./.test(name)) return false;
  return (
    !path.posix.isAbsolute(name) &&
    path.posix.normalize(name) === name &&
    !name.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

/**
 * Unpacks `file` into `dir` (empty), decrypting with `key` when the archive is encrypted, and
 * answers each unpacked file's size and sha256 by entry name. Only regular files are written.
 */
export async function extractArchive(
  file: string,
  dir: string,
  key?: Buffer,
): Promise<Record<string, FileDigest>> {
  const digests: Record<string, FileDigest> = {};
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const name = header.name;
    if (header.type !== 'file' || !isSafeEntryName(name)) {
      stream.resume();
      next(new Error(`The archive holds an entry it should not: ${JSON.stringify(name)}`));
      return;
    }
    const target = path.join(dir, ...name.split('/'));
    const { stream: hasher, digest } = hashing();
    fs.promises
      .mkdir(path.dirname(target), { recursive: true })
      .then(() => pipeline(stream, hasher, fs.createWriteStream(target, { flags: 'wx' })))
      .then(() => {
        digests[name] = digest();
        next();
      }, next);
  });
  const stages: (Readable | Transform | Writable)[] = [];
  const encrypted = await isEncrypted(file);
  if (encrypted) {
    if (!key)
      throw new Error('The backup is encrypted: set BACKUP_KEY to the key it was made with');
    const { source, decipher } = await decryptingStream(file, key);
    stages.push(source, decipher);
  } else {
    stages.push(fs.createReadStream(file));
  }
  stages.push(zlib.createGunzip(), extract as unknown as Writable);
  await pipeline(stages as [Readable, ...Transform[], Writable]).catch((error: unknown) => {
    // A wrong key yields noise that gunzip refuses before the tag is ever checked.
    if (!encrypted) throw error;
    throw new Error(
      `The backup cannot be decrypted: wrong BACKUP_KEY, or the file was changed (${(error as Error).message})`,
      { cause: error },
    );
  });
  return digests;
}

/** The size and sha256 of a file on disk. */
export async function digestFile(file: string): Promise<FileDigest> {
  const { stream, digest } = hashing();
  await pipeline(
    fs.createReadStream(file),
    stream,
    new Writable({ write: (_chunk, _encoding, done) => done() }),
  );
  return digest();
}
