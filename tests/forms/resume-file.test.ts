import {
  compoundRootStreams,
  isWordBinary,
  isWordDocument,
  resumeKindFromName,
  sniffResume,
  zipEntryNames,
} from '@/lib/validation/resume-file';
import {
  concat,
  compoundFile,
  makeCompoundFile,
  oleSignatureBytes,
  docxBytes,
  exeBytes,
  makeZip,
  pdfBytes,
  plainZipBytes,
} from '../helpers/files';

describe('resume kind by name', () => {
  it.each([
    ['cv.pdf', 'pdf'],
    ['CV.PDF', 'pdf'],
    ['my.cv.doc', 'doc'],
    ['resume.DocX', 'docx'],
  ])('%s is %s', (name, kind) => {
    expect(resumeKindFromName(name)).toBe(kind);
  });

  it.each(['resume.exe', 'resume.pdf.exe', 'resume', 'resume.txt', 'resume.docm', '.pdfx'])(
    'refuses %s',
    (name) => {
      expect(resumeKindFromName(name)).toBeNull();
    },
  );
});

describe('resume kind by first bytes', () => {
  it('knows PDF, Word 97 and a real .docx', () => {
    expect(sniffResume(pdfBytes())).toBe('pdf');
    expect(sniffResume(compoundFile(['WordDocument', '1Table']))).toBe('doc');
    expect(sniffResume(docxBytes())).toBe('docx');
  });

  it('refuses a program, an empty file and text', () => {
    expect(sniffResume(exeBytes())).toBeNull();
    expect(sniffResume(new Uint8Array(0))).toBeNull();
    expect(sniffResume(new TextEncoder().encode('hello %PDF-1.4'))).toBeNull();
  });

  it('refuses a zip that is not a Word document', () => {
    expect(sniffResume(plainZipBytes())).toBeNull();
    // Only one of the two required parts is not enough either.
    expect(sniffResume(makeZip({ 'word/document.xml': '<w/>' }))).toBeNull();
    expect(sniffResume(makeZip({ '[Content_Types].xml': '<T/>' }))).toBeNull();
  });
});

describe('zip central directory', () => {
  it('lists the entry names', () => {
    expect(zipEntryNames(docxBytes())).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
  });

  it('survives truncated and crafted archives without reading out of bounds', () => {
    const whole = docxBytes();
    for (let cut = 0; cut < whole.length; cut += 7) {
      expect(() => zipEntryNames(whole.subarray(0, cut))).not.toThrow();
    }
    // Truncating the end removes the directory: no longer a document.
    expect(isWordDocument(whole.subarray(0, whole.length - 30))).toBe(false);

    // A directory offset pointing past the end.
    const crafted = whole.slice();
    const view = new DataView(crafted.buffer);
    view.setUint32(crafted.length - 22 + 16, 0x7fffffff, true);
    expect(zipEntryNames(crafted)).toBeNull();

    // An entry whose name length runs past the directory.
    const longName = whole.slice();
    const lv = new DataView(longName.buffer);
    const dirOffset = lv.getUint32(longName.length - 22 + 16, true);
    lv.setUint16(dirOffset + 28, 0xffff, true);
    expect(zipEntryNames(longName)).toBeNull();
  });

  it('finds the end record behind a trailing comment', () => {
    const zip = docxBytes();
    const view = new DataView(zip.buffer);
    view.setUint16(zip.length - 2, 5, true);
    expect(isWordDocument(concat([zip, new TextEncoder().encode('hello')]))).toBe(true);
  });
});

describe('.doc: a compound file with a WordDocument stream', () => {
  it('accepts a Word binary, with 512- and 4096-byte sectors', () => {
    const word = ['\u0005SummaryInformation', 'WordDocument', '1Table', 'CompObj'];
    expect(sniffResume(compoundFile(word))).toBe('doc');
    expect(sniffResume(compoundFile(word, { shift: 12 }))).toBe('doc');
    expect(compoundRootStreams(compoundFile(word))).toEqual(
      expect.arrayContaining(['WordDocument', '1Table', 'CompObj']),
    );
    // Found wherever it sits in the root's tree (here as a left sibling).
    const left = makeCompoundFile([
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'Data', type: 2, left: 2 },
      { name: 'WordDocument', type: 2 },
    ]);
    expect(isWordBinary(left)).toBe(true);
  });

  it('refuses a renamed spreadsheet, installer or bare signature', () => {
    // A .xls: a compound file, but its main stream is "Workbook".
    const xls = compoundFile(['Workbook', '\u0005SummaryInformation']);
    expect(compoundRootStreams(xls)).toEqual(['Workbook', '\u0005SummaryInformation']);
    expect(sniffResume(xls)).toBeNull();
    expect(sniffResume(compoundFile([]))).toBeNull();
    // Only the signature (what a renamed file of another kind may also start with).
    expect(sniffResume(oleSignatureBytes())).toBeNull();
    // "WordDocument" as a storage, not a stream.
    const storage = makeCompoundFile([
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'WordDocument', type: 1 },
    ]);
    expect(sniffResume(storage)).toBeNull();
  });

  it('does not count a Word document embedded inside another storage', () => {
    // A spreadsheet with an embedded Word object: WordDocument lives in a sub-storage.
    const embedded = makeCompoundFile([
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'Workbook', type: 2, right: 2 },
      { name: 'MBD0001A2B3', type: 1, child: 3 },
      { name: 'WordDocument', type: 2 },
    ]);
    expect(compoundRootStreams(embedded)).toEqual(['Workbook']);
    expect(sniffResume(embedded)).toBeNull();
  });

  it('survives truncated and crafted compound files without reading out of bounds', () => {
    const whole = compoundFile(['WordDocument', '1Table']);
    const directoryEnd = 1024 + 3 * 128;
    for (let cut = 0; cut < whole.length; cut += 13) {
      expect(() => sniffResume(whole.subarray(0, cut))).not.toThrow();
      // A last sector cut short still counts, as long as the directory entries are whole.
      expect(sniffResume(whole.subarray(0, cut))).toBe(cut >= directoryEnd ? 'doc' : null);
    }
    const crafted = (edit: (view: DataView) => void) => {
      const copy = whole.slice();
      edit(new DataView(copy.buffer));
      return copy;
    };
    // The directory chain loops back on itself.
    expect(compoundRootStreams(crafted((v) => v.setUint32(512 + 4, 1, true)))).toBeNull();
    // The directory starts past the end of the file.
    expect(compoundRootStreams(crafted((v) => v.setUint32(0x30, 0x7fff, true)))).toBeNull();
    // The FAT sector named in the header lies past the end.
    expect(compoundRootStreams(crafted((v) => v.setUint32(0x4c, 0x7fff, true)))).toBeNull();
    // Sibling ids that form a cycle, or point past the directory.
    const dir = 1024;
    expect(compoundRootStreams(crafted((v) => v.setUint32(dir + 128 + 0x48, 1, true)))).toBeNull();
    expect(compoundRootStreams(crafted((v) => v.setUint32(dir + 0x4c, 4000, true)))).toBeNull();
    // A name length that runs past the name field; an unknown sector size; not the root first.
    expect(
      compoundRootStreams(crafted((v) => v.setUint16(dir + 128 + 0x40, 200, true))),
    ).toBeNull();
    expect(compoundRootStreams(crafted((v) => v.setUint16(0x1e, 10, true)))).toBeNull();
    expect(compoundRootStreams(crafted((v) => v.setUint8(dir + 0x42, 2)))).toBeNull();
  });
});
