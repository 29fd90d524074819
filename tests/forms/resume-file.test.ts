import {
  isWordDocument,
  resumeKindFromName,
  sniffResume,
  zipEntryNames,
} from '@/lib/validation/resume-file';
import {
  concat,
  docBytes,
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
    expect(sniffResume(docBytes())).toBe('doc');
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
