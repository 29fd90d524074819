import 'server-only';

/**
 * The one part of a Word 97-2003 (.doc) check that no installed library does: file-type reports
 * any OLE compound file as 'cfb' (Word, Excel, PowerPoint, installers alike), and no compound-file
 * reader is among the dependencies, so the directory is read here. Only directory entries are
 * read (names and types), never stream data, with every offset and chain bounds-checked.
 */

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
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
