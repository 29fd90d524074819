/**
 * Small in-memory files for upload tests: a real (stored, uncompressed) zip writer, so a
 * genuine .docx and a plain zip can be told apart, a PDF writer with a correct cross-reference
 * table, a Word 97 compound file, and the look-alikes an attacker would send instead.
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

/**
 * The fields a zip entry's local and central headers share, from `at` on: CRC-32, the stored and
 * the full size (the same: nothing is compressed) and the name's length.
 */
function setEntryFields(view: DataView, at: number, crc: number, size: number, nameLength: number) {
  view.setUint32(at, crc, true);
  view.setUint32(at + 4, size, true);
  view.setUint32(at + 8, size, true);
  view.setUint16(at + 12, nameLength, true);
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
    setEntryFields(lv, 14, crc, data.length, nameBytes.length);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    setEntryFields(cv, 16, crc, data.length, nameBytes.length);
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

/** The smallest parts of a Word document, by part name (delete one to make a broken .docx). */
export function docxParts(): Record<string, string> {
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Ravi Kumar, Staff Nurse</w:t></w:r></w:p></w:body></w:document>',
  };
}

export function docxBytes(): Uint8Array<ArrayBuffer> {
  return makeZip(docxParts());
}

/** A .docx missing one of its parts (still named docx by file-type, which reads only one). */
export function docxBytesWithout(part: string): Uint8Array<ArrayBuffer> {
  return makeZip(Object.fromEntries(Object.entries(docxParts()).filter(([name]) => name !== part)));
}

export function plainZipBytes(): Uint8Array<ArrayBuffer> {
  return makeZip({ 'notes.txt': 'just a zip', 'photo.jpg': 'not really' });
}

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** A one-page document's objects: catalog, page tree, page. */
const PDF_PAGE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

/**
 * A well-formed PDF: header, numbered objects, a cross-reference table with their true offsets,
 * trailer, `startxref` and `%%EOF`. `afterHeader` is inserted between the header and the first
 * object (a polyglot's payload goes there); `size` pads that gap with spaces to an exact length;
 * `title`, the document's information dictionary (a title makes a file unique to a run).
 */
export function makePdf(
  pages: string[] = PDF_PAGE,
  {
    afterHeader = '',
    size = 0,
    title,
  }: { afterHeader?: string; size?: number; title?: string } = {},
): Uint8Array<ArrayBuffer> {
  const objects = title === undefined ? pages : [...pages, `<< /Title (${title}) >>`];
  const info = title === undefined ? '' : ` /Info ${objects.length} 0 R`;
  const build = (gap: string) => {
    let text = `%PDF-1.4\n${gap}`;
    const offsets = objects.map((body, i) => {
      const at = text.length;
      text += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return at;
    });
    const xref = text.length;
    text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const at of offsets) text += `${String(at).padStart(10, '0')} 00000 n \n`;
    text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info} >>\nstartxref\n${xref}\n%%EOF\n`;
    return text;
  };
  // Padding moves the cross-reference table, whose offset may then take more digits: settle.
  let pad = 0;
  let text = build(afterHeader);
  while (text.length !== size && pad + size - text.length >= 0 && size > 0) {
    pad += size - text.length;
    text = build(afterHeader + ' '.repeat(pad));
  }
  return latin1(text);
}

/** A real one-page PDF; padded to exactly `size` bytes when that is more than it needs. */
export function pdfBytes(size = 0): Uint8Array<ArrayBuffer> {
  return makePdf(PDF_PAGE, { size });
}

/**
 * A stream object whose data is `data`; with a `filter` (compressed, binary data may hold any
 * bytes), without one plain text.
 */
export function pdfStream(data: string, filter?: string): string {
  const declared = filter ? ` /Filter ${filter}` : '';
  return `<< /Length ${data.length}${declared} >>\nstream\n${data}\nendstream`;
}

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>CV</title></head>' +
  '<body><script>fetch("/api/steal?c=" + document.cookie)</script></body></html>\n';

/** An HTML page that begins as a PDF does, with no PDF structure after the header. */
export function pdfPolyglotBytes(): Uint8Array<ArrayBuffer> {
  return latin1(`%PDF-1.4\n${HTML_PAGE}`);
}

/** A complete, well-formed PDF that carries an HTML page between its header and objects. */
export function wellFormedPdfPolyglotBytes(): Uint8Array<ArrayBuffer> {
  return makePdf(PDF_PAGE, { afterHeader: HTML_PAGE });
}

export function htmlBytes(): Uint8Array<ArrayBuffer> {
  return latin1(HTML_PAGE);
}

/** Only the compound-file signature, as any Office 97 file (or an installer) starts. */
export function oleSignatureBytes(): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(1024);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  return out;
}

/**
 * A minimal compound file (MS-CFB): header, one FAT sector, then the directory sectors.
 * `entries[0]` is the root storage; ids point to other entries (-1: none). Streams need no data
 * here, since only the directory is read.
 */
type Entry = { name: string; type: 1 | 2 | 5; left?: number; right?: number; child?: number };

const NONE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;

export function makeCompoundFile(entries: Entry[], { shift = 9 } = {}): Uint8Array<ArrayBuffer> {
  const size = 1 << shift;
  const directorySectors = Math.ceil((entries.length * 128) / size);
  const out = new Uint8Array(size * (2 + directorySectors));
  const view = new DataView(out.buffer);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, shift === 9 ? 3 : 4, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, shift, true);
  view.setUint16(0x20, 6, true);
  if (shift === 12) view.setUint32(0x28, directorySectors, true);
  view.setUint32(0x2c, 1, true); // one FAT sector
  view.setUint32(0x30, 1, true); // the directory starts in sector 1
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, END_OF_CHAIN, true);
  view.setUint32(0x44, END_OF_CHAIN, true);
  view.setUint32(0x4c, 0, true); // the FAT is sector 0
  for (let i = 1; i < 109; i += 1) view.setUint32(0x4c + i * 4, NONE, true);
  const fat = size; // sector 0
  for (let i = 0; i < size / 4; i += 1) view.setUint32(fat + i * 4, NONE, true);
  view.setUint32(fat, 0xfffffffd, true); // sector 0 holds the FAT
  for (let d = 1; d <= directorySectors; d += 1) {
    view.setUint32(fat + d * 4, d === directorySectors ? END_OF_CHAIN : d + 1, true);
  }
  const directory = 2 * size; // sector 1
  entries.forEach((entry, id) => {
    const at = directory + id * 128;
    for (let c = 0; c < entry.name.length; c += 1) {
      view.setUint16(at + c * 2, entry.name.charCodeAt(c), true);
    }
    view.setUint16(at + 0x40, (entry.name.length + 1) * 2, true);
    out[at + 0x42] = entry.type;
    view.setUint32(at + 0x44, entry.left ?? NONE, true);
    view.setUint32(at + 0x48, entry.right ?? NONE, true);
    view.setUint32(at + 0x4c, entry.child ?? NONE, true);
    view.setUint32(at + 0x74, END_OF_CHAIN, true);
  });
  return out;
}

/** A root storage holding these streams (chained as right siblings). */
export function compoundFile(streams: string[], options?: { shift?: number }) {
  return makeCompoundFile(
    [
      { name: 'Root Entry', type: 5, child: streams.length ? 1 : NONE },
      ...streams.map((name, i) => ({
        name,
        type: 2 as const,
        right: i + 1 < streams.length ? i + 2 : NONE,
      })),
    ],
    options,
  );
}

/** A Word 97 binary (.doc): a compound file whose root holds a WordDocument stream. */
export function docBytes(): Uint8Array<ArrayBuffer> {
  return compoundFile(['\u0005SummaryInformation', 'WordDocument', '1Table', 'CompObj']);
}

/** A Windows program's header ("MZ" ... "PE"), as a renamed .exe would start. */
export function exeBytes(): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(1024);
  out.set([0x4d, 0x5a, 0x90, 0x00], 0);
  out.set([0x50, 0x45, 0x00, 0x00], 0x80);
  return out;
}

/** A document of `pages` blank A4 pages, each with a line of text (a real PDF, like pdfBytes). */
export function pdfOfPages(pages: number): Uint8Array<ArrayBuffer> {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + 2 * i} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
  ];
  for (let i = 0; i < pages; i += 1) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${4 + 2 * i} 0 R >>`,
      pdfStream(`BT 72 770 Td (Page ${i + 1}) Tj ET`),
    );
  }
  return makePdf(objects);
}

/** The script every scripted PDF below carries, so a test can look for it in what was stored. */
export const PDF_SCRIPT = 'alert(document.domain)';

/**
 * The PDFs issue 48 found accepted, each a real one-page document that qpdf can read: an HTML
 * image whose onerror runs a script, between the header and the first object (bytes outside the
 * PDF's objects); an HTML page as a page's content stream that declares /FlateDecode but is not
 * compressed (the old check skipped filtered streams); a script run when the file opens.
 */
export function scriptedPdfs(): Record<string, Uint8Array<ArrayBuffer>> {
  const html = `<html><body><img src=x onerror=${PDF_SCRIPT}></body></html>`;
  return {
    'an <img onerror> after the header': makePdf(PDF_PAGE, { afterHeader: `${html}\n` }),
    'HTML in a stream that declares /FlateDecode': makePdf([
      PDF_PAGE[0],
      PDF_PAGE[1],
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      pdfStream(html, '/FlateDecode'),
    ]),
    'an /OpenAction that runs JavaScript': makePdf([
      `<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (${PDF_SCRIPT}) >> >>`,
      PDF_PAGE[1],
      PDF_PAGE[2],
    ]),
  };
}

/**
 * A fill-in form (a text field whose keystrokes run a script) with a document-level script and an
 * attached file in the catalog's name trees: the rewrite keeps the field's text, drawn into the
 * page, and leaves the rest behind.
 */
export function formPdf(): Uint8Array<ArrayBuffer> {
  return makePdf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] >> /Names << ' +
      `/JavaScript << /Names [(a) << /S /JavaScript /JS (${PDF_SCRIPT}) >>] >> ` +
      '/EmbeddedFiles << /Names [(f.html) << /Type /Filespec /F (f.html) /EF << /F 5 0 R >> >>] >> >> >>',
    PDF_PAGE[1],
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [4 0 R] >>',
    '<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /V (Ravi Kumar) /Rect [72 700 300 730] ' +
      `/P 3 0 R /AA << /K << /S /JavaScript /JS (${PDF_SCRIPT}) >> >> >>`,
    pdfStream(`<script>${PDF_SCRIPT}</script>`).replace('<<', '<< /Type /EmbeddedFile'),
  ]);
}

/**
 * Active content on the page itself, which a rewrite from the pages copies with it: a page's /AA
 * (refused), a link's action and an attachment annotation (dropped by flattening annotations).
 */
export function pageScriptedPdfs(): Record<string, Uint8Array<ArrayBuffer>> {
  const page = (extra: string) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${extra} >>`;
  return {
    "a page's /AA script": makePdf([
      PDF_PAGE[0],
      PDF_PAGE[1],
      page(`/AA << /O << /S /JavaScript /JS (${PDF_SCRIPT}) >> >>`),
    ]),
    'a link that launches a program': makePdf([
      PDF_PAGE[0],
      PDF_PAGE[1],
      page('/Annots [4 0 R]'),
      '<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /A << /S /Launch /F (cmd.exe) >> >>',
    ]),
    'an attached file': makePdf([
      PDF_PAGE[0],
      PDF_PAGE[1],
      page('/Annots [4 0 R]'),
      '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS 5 0 R >>',
      '<< /Type /Filespec /F (cv.html) /EF << /F 6 0 R >> >>',
      pdfStream(`<script>${PDF_SCRIPT}</script>`).replace('<<', '<< /Type /EmbeddedFile'),
    ]),
  };
}
