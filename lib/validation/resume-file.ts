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
  if (startsWith(bytes, OLE2_MAGIC) && isWordBinary(bytes)) return 'doc';
  if (startsWith(bytes, ZIP_LOCAL_HEADER) && isWordDocument(bytes)) return 'docx';
  return null;
}

/**
 * A .doc (Word 97-2003) is an OLE compound file whose root storage holds a "WordDocument"
 * stream; a renamed .xls ("Workbook"), .msi or .ppt is a compound file too, and is refused.
 */
export function isWordBinary(bytes: Uint8Array): boolean {
  const names = compoundRootStreams(bytes);
  return names !== null && names.some((name) => name.toUpperCase() === 'WORDDOCUMENT');
}

const CFB_END_OF_CHAIN = 0xfffffffe;
/** Sector numbers from here up are markers (free, end of chain, FAT, DIFAT), not sectors. */
const CFB_MAX_SECTOR = 0xfffffffa;
const CFB_NO_ENTRY = 0xffffffff;
const CFB_HEADER_FAT_SECTORS = 109;
const CFB_ENTRY_SIZE = 128;
const CFB_STREAM = 2;
const CFB_ROOT = 5;

/**
 * Names of the streams directly in a compound file's root storage, or null when the bytes are
 * not a well-formed compound file (MS-CFB). Reads the header, follows the directory's sector
 * chain through the FAT and walks the root's child tree (left and right siblings, not into
 * sub-storages, so a Word document embedded in a spreadsheet does not count). Every offset is
 * checked against the buffer and every chain against loops. Only the FAT sectors listed in the
 * header are used: 109 of them map 7 MB with 512-byte sectors, more than a resume may have.
 */
export function compoundRootStreams(bytes: Uint8Array): string[] | null {
  if (!startsWith(bytes, OLE2_MAGIC) || bytes.byteLength < 512) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u16 = (at: number) => view.getUint16(at, true);
  if (u16(0x1c) !== 0xfffe) return null;
  const major = u16(0x1a);
  const shift = u16(0x1e);
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) return null;
  const sectorSize = 1 << shift;
  const length = bytes.byteLength;
  /**
   * Where sector `n` starts, or null when it is a marker or starts past the end. Some writers cut
   * the last sector short, so each read below is checked on its own rather than whole sectors.
   */
  const sectorAt = (n: number) =>
    n < CFB_MAX_SECTOR && (n + 1) * sectorSize < length ? (n + 1) * sectorSize : null;

  const fatSectors = Math.min(u32(0x2c), CFB_HEADER_FAT_SECTORS);
  const perFatSector = sectorSize / 4;
  const nextSector = (n: number): number | null => {
    const index = Math.floor(n / perFatSector);
    if (index >= fatSectors) return null;
    const fat = sectorAt(u32(0x4c + index * 4));
    const at = fat === null ? length : fat + (n % perFatSector) * 4;
    return at + 4 <= length ? u32(at) : null;
  };

  const entries: number[] = [];
  const seen = new Set<number>();
  for (let n = u32(0x30); n !== CFB_END_OF_CHAIN;) {
    const at = seen.has(n) ? null : sectorAt(n);
    if (at === null) return null;
    seen.add(n);
    for (let e = at; e < at + sectorSize && e + CFB_ENTRY_SIZE <= length; e += CFB_ENTRY_SIZE) {
      entries.push(e);
    }
    const next = nextSector(n);
    if (next === null) return null;
    n = next;
  }

  const root = entries[0];
  if (root === undefined || bytes[root + 0x42] !== CFB_ROOT) return null;
  const names: string[] = [];
  const visited = new Set<number>();
  const pending = [u32(root + 0x4c)];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === CFB_NO_ENTRY) continue;
    if (id === 0 || id >= entries.length || visited.has(id)) return null;
    visited.add(id);
    const at = entries[id];
    const nameBytes = u16(at + 0x40);
    if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0) return null;
    let name = '';
    for (let c = 0; c < nameBytes - 2; c += 2) name += String.fromCharCode(u16(at + c));
    if (bytes[at + 0x42] === CFB_STREAM) names.push(name);
    pending.push(u32(at + 0x44), u32(at + 0x48));
  }
  return names;
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
