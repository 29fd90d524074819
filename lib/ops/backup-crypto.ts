/**
 * Optional encryption of a whole archive with AES-256-GCM (node:crypto): authenticated, so a
 * wrong key or a changed byte is refused instead of restored. Layout: MAGIC, a 12-byte IV, the
 * encrypted .tar.gz, the 16-byte tag. `openssl enc` cannot do GCM, and age would add a binary.
 */
import { createCipheriv, createDecipheriv, randomBytes, type Decipher } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';

export const MAGIC = Buffer.from('SAITHUNGA-BACKUP-AES256GCM-1\n');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptingStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(MAGIC);
  let started = false;
  const start = (stream: Transform) => {
    if (!started) stream.push(Buffer.concat([MAGIC, iv]));
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      start(this);
      done(null, cipher.update(chunk));
    },
    flush(done) {
      start(this);
      this.push(cipher.final());
      this.push(cipher.getAuthTag());
      done();
    },
  });
}

export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && head.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * The archive's .tar.gz bytes as a stream. Its output is not authenticated until the stream
 * ends without error (the tag is checked at the end): read it into a staging place only.
 */
export async function decryptingStream(
  file: string,
  key: Buffer,
): Promise<{ source: fs.ReadStream; decipher: Decipher }> {
  const { size } = await fs.promises.stat(file);
  const handle = await fs.promises.open(file, 'r');
  const iv = Buffer.alloc(IV_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await handle.read(iv, 0, IV_BYTES, MAGIC.length);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(MAGIC);
  decipher.setAuthTag(tag);
  const start = MAGIC.length + IV_BYTES;
  // An archive cut short: too small to hold even its header and tag.
  if (size < start + TAG_BYTES) throw new Error('The encrypted backup is truncated');
  const source = fs.createReadStream(file, { start, end: size - TAG_BYTES - 1 });
  return { source, decipher };
}
