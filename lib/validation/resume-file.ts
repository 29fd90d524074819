/**
 * What a resume really is, judged by its name AND its first bytes, so a renamed program or an
 * arbitrary zip is refused. Pure functions over bytes: the browser runs them before upload and
 * the server runs them again before anything is stored.
 */

export type ResumeKind = 'pdf' | 'doc' | 'docx';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const RESUME_CONTENT_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The kind a file name claims by its extension (case-insensitive), or null. */
export function resumeKindFromName(name: string): ResumeKind | null {
  const match = /\.(pdf|docx?)$/i.exec(name.trim());
  const ext = match?.[1]?.toLowerCase();
  return ext === 'pdf' || ext === 'doc' || ext === 'docx' ? ext : null;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File (.doc)
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/** The kind the bytes show, or null when they are none of the three. */
export function sniffResume(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, OLE2_MAGIC)) return 'doc';
  if (startsWith(bytes, ZIP_LOCAL_HEADER) && isWordDocument(bytes)) return 'docx';
  return null;
}

/** A .docx is a zip holding at least these two parts; any other zip is not a Word document. */
const DOCX_REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];

export function isWordDocument(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  return names !== null && DOCX_REQUIRED_PARTS.every((part) => names.includes(part));
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** A resume has a few dozen parts; a bound keeps a hostile directory from costing much. */
const MAX_ENTRIES = 10_000;

/**
 * Names in a zip's central directory, or null when the bytes are not a well-formed zip.
 * Only the directory is read (no decompression), with every offset checked against the
 * buffer, so a truncated or crafted file cannot read out of bounds. Zip64 is refused.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = bytes.byteLength;
  if (length < EOCD_SIZE) return null;

  let eocd = -1;
  const lowest = Math.max(0, length - EOCD_SIZE - MAX_COMMENT);
  for (let p = length - EOCD_SIZE; p >= lowest; p -= 1) {
    if (view.getUint32(p, true) === EOCD_SIGNATURE) {
      eocd = p;
      break;
    }
  }
  if (eocd < 0) return null;

  const entries = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || directoryOffset === 0xffffffff || entries > MAX_ENTRIES) return null;
  if (directoryOffset + directorySize > eocd) return null;

  const decoder = new TextDecoder('utf-8', { fatal: false });
  const names: string[] = [];
  let p = directoryOffset;
  const end = directoryOffset + directorySize;
  for (let i = 0; i < entries; i += 1) {
    if (p + 46 > end || view.getUint32(p, true) !== CENTRAL_SIGNATURE) return null;
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const next = p + 46 + nameLength + extraLength + commentLength;
    if (next > end) return null;
    names.push(decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength)));
    p = next;
  }
  return names;
}
