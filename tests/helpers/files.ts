/**
 * Small in-memory files for upload tests: a real (stored, uncompressed) zip writer, so a
 * genuine .docx and a plain zip can be told apart, plus PDF, Word 97 and program headers.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip archive with the given entries, stored without compression. */
export function makeZip(entries: Record<string, string>): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(text);
    const crc = crc32(data);
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((sum, c) => sum + c.length, 0);
  const eocd = new Uint8Array(22);
  const ev = new DataView(eocd.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  return concat([...locals, ...centrals, eocd]);
}

export function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The smallest parts that make Word accept a zip as a document. */
export function docxBytes(): Uint8Array<ArrayBuffer> {
  return makeZip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });
}

export function plainZipBytes(): Uint8Array<ArrayBuffer> {
  return makeZip({ 'notes.txt': 'just a zip', 'photo.jpg': 'not really' });
}

export function pdfBytes(size = 400): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n');
  const out = new Uint8Array(Math.max(size, head.length));
  out.fill(0x20);
  out.set(head, 0);
  return out;
}

export function docBytes(): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(1024);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  return out;
}

/** A Windows program's header ("MZ" ... "PE"), as a renamed .exe would start. */
export function exeBytes(): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(1024);
  out.set([0x4d, 0x5a, 0x90, 0x00], 0);
  out.set([0x50, 0x45, 0x00, 0x00], 0x80);
  return out;
}
