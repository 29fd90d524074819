import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type/core';
import { compoundRootStreams, isWordBinary } from '@/lib/uploads/compound-file';
import { prepareResume } from '@/lib/uploads/resume-content';
import { resumeKindFromName } from '@/lib/careers/resume-file';
import {
  compoundFile,
  concat,
  docBytes,
  docxBytes,
  docxBytesWithout,
  exeBytes,
  htmlBytes,
  makeCompoundFile,
  makePdf,
  makeZip,
  oleSignatureBytes,
  pdfBytes,
  pdfPolyglotBytes,
  pdfStream,
  plainZipBytes,
  wellFormedPdfPolyglotBytes,
} from '../helpers/files';

const text = (value: string) => Uint8Array.from(value, (c) => c.charCodeAt(0));

/** The kind a resume would be stored as, or null when it is refused. */
async function detectResumeKind(bytes: Uint8Array) {
  const prepared = await prepareResume(bytes);
  return prepared.ok ? prepared.kind : null;
}

const IMPORT_FROM = /^\s*(?:import|export)\b[^'"]*?\bfrom\s+'([^']+)'/gm;
const IMPORT_BARE = /^\s*import\s+'([^']+)'/gm;
const IMPORT_CALL = /\bimport\(\s*'([^']+)'\s*\)/g;

/**
 * Every project file and package the module at `entry` imports, followed through the project's
 * own files (`@/` and relative specifiers), as the browser bundle would take them in.
 */
function importGraph(entry: string): { files: string[]; packages: string[] } {
  const root = process.cwd();
  const files = new Set<string>();
  const packages = new Set<string>();
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith('@/')
      ? path.join(root, spec.slice(2))
      : path.resolve(path.dirname(from), spec);
    return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
  };
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of [IMPORT_FROM, IMPORT_BARE, IMPORT_CALL].flatMap((pattern) => [
      ...source.matchAll(pattern),
    ])) {
      if (spec.startsWith('@/') || spec.startsWith('.')) {
        const target = resolve(file, spec);
        if (target) visit(target);
      } else packages.add(spec);
    }
  };
  visit(path.join(root, entry));
  return { files: [...files].map((f) => path.relative(root, f)), packages: [...packages] };
}

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

describe('where the content check runs', () => {
  it('stays out of the application form, whose schema the browser runs', () => {
    const graph = importGraph('components/forms/job-application-form.tsx');
    expect(graph.files).toContain('lib/careers/schema.ts');
    expect(graph.files.filter((f) => f.startsWith('lib/uploads/'))).toEqual([]);
    expect(graph.packages).not.toContain('server-only');
    for (const detector of ['file-type', 'strtok3', '@tokenizer/inflate']) {
      expect(graph.packages.filter((p) => p.startsWith(detector))).toEqual([]);
    }
  });

  it('is what the careers service, behind the upload route, runs', () => {
    const graph = importGraph('app/api/carrer/create_carrerform/route.ts');
    expect(graph.files).toEqual(
      expect.arrayContaining(['lib/careers/writes.ts', 'lib/uploads/resume-content.ts']),
    );
    expect(graph.packages).toEqual(expect.arrayContaining(['server-only', 'file-type/core']));
  });
});

describe('resume kind by content (file-type, then structure)', () => {
  it('knows a real PDF, Word 97 document and .docx', async () => {
    expect(await detectResumeKind(pdfBytes())).toBe('pdf');
    expect(await detectResumeKind(docBytes())).toBe('doc');
    expect(await detectResumeKind(docxBytes())).toBe('docx');
  });

  it('refuses a program, a web page, an empty file and text', async () => {
    expect(await detectResumeKind(exeBytes())).toBeNull();
    expect(await detectResumeKind(htmlBytes())).toBeNull();
    expect(await detectResumeKind(new Uint8Array(0))).toBeNull();
    expect(await detectResumeKind(text('hello %PDF-1.4'))).toBeNull();
  });

  it('refuses a PDF polyglot, and keeps a well-formed one only as rewritten', async () => {
    // file-type looks no further than `%PDF`: the structure check is what refuses these.
    expect((await fileTypeFromBuffer(pdfPolyglotBytes()))?.ext).toBe('pdf');
    expect(await detectResumeKind(pdfPolyglotBytes())).toBeNull();
    expect((await fileTypeFromBuffer(wellFormedPdfPolyglotBytes()))?.ext).toBe('pdf');
    // A real PDF around the page: only qpdf's rewrite of its pages is kept, without the page.
    const rewritten = await prepareResume(wellFormedPdfPolyglotBytes());
    expect(rewritten).toMatchObject({ ok: true, kind: 'pdf' });
    const stored = Buffer.from(rewritten.ok ? rewritten.bytes : []).toString('latin1');
    expect(stored).toMatch(/^%PDF-/);
    expect(stored).not.toMatch(/<html|<script|document\.cookie/i);
  });

  it('refuses HTML wrapped in a stream that is no page of a document', async () => {
    const page = '<html><body><script>alert(1)</script></body></html>';
    const wrapped = makePdf(['<< /Type /Catalog /Pages 2 0 R >>', pdfStream(page)]);
    expect((await fileTypeFromBuffer(wrapped))?.ext).toBe('pdf');
    expect(await detectResumeKind(wrapped)).toBeNull();
  });

  it('refuses a zip that is not a Word document', async () => {
    expect(await detectResumeKind(plainZipBytes())).toBeNull();
    expect(await detectResumeKind(makeZip({ 'word/document.xml': '<w/>' }))).toBeNull();
    expect(await detectResumeKind(makeZip({ '[Content_Types].xml': '<T/>' }))).toBeNull();
  });

  it('refuses a .docx without its document, which file-type still calls docx', async () => {
    const broken = docxBytesWithout('word/document.xml');
    expect((await fileTypeFromBuffer(broken))?.ext).toBe('docx');
    expect(await detectResumeKind(broken)).toBeNull();
  });

  it('refuses a compound file that is not a Word document, which file-type calls cfb', async () => {
    const xls = compoundFile(['Workbook', '\u0005SummaryInformation']);
    expect((await fileTypeFromBuffer(xls))?.ext).toBe('cfb');
    expect(await detectResumeKind(xls)).toBeNull();
    expect(await detectResumeKind(oleSignatureBytes())).toBeNull();
  });

  it.each([
    ['.docx', docxBytes(), 0],
    // A compound file cut after its directory still is one (see below).
    ['.doc', docBytes(), docBytes().length - (1024 + 5 * 128)],
  ])('answers null, never throws, for a truncated %s', async (_label, whole, spare) => {
    for (let cut = 0; cut < whole.length - spare; cut += 7) {
      await expect(detectResumeKind(whole.subarray(0, cut))).resolves.toBeNull();
    }
  });

  it('refuses crafted zip directories', async () => {
    const whole = docxBytes();
    const crafted = (edit: (view: DataView) => void) => {
      const copy = whole.slice();
      edit(new DataView(copy.buffer));
      return copy;
    };
    const eocd = whole.length - 22;
    // The directory offset points past the end; an entry's name runs past the directory.
    await expect(
      detectResumeKind(crafted((v) => v.setUint32(eocd + 16, 0x7fffffff, true))),
    ).resolves.toBeNull();
    const directory = new DataView(whole.buffer).getUint32(eocd + 16, true);
    await expect(
      detectResumeKind(crafted((v) => v.setUint16(directory + 28, 0xffff, true))),
    ).resolves.toBeNull();
  });

  it('refuses a truncated PDF, or stores what qpdf could repair of it, and never throws', async () => {
    const whole = pdfBytes();
    for (let cut = 0; cut < whole.length; cut += 31) {
      const prepared = await prepareResume(whole.subarray(0, cut));
      // qpdf rebuilds a lost cross-reference table: a file cut after its objects is still one.
      if (prepared.ok)
        expect(new TextDecoder().decode(prepared.bytes.subarray(0, 5))).toBe('%PDF-');
    }
  });

  it('finds the end record behind a short archive comment', async () => {
    const zip = docxBytes();
    new DataView(zip.buffer).setUint16(zip.length - 2, 5, true);
    expect(await detectResumeKind(concat([zip, text('hello')]))).toBe('docx');
  });
});

describe('.doc: a compound file with a WordDocument stream', () => {
  it('accepts a Word binary, with 512- and 4096-byte sectors', () => {
    const word = ['\u0005SummaryInformation', 'WordDocument', '1Table', 'CompObj'];
    expect(isWordBinary(compoundFile(word))).toBe(true);
    expect(isWordBinary(compoundFile(word, { shift: 12 }))).toBe(true);
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
    expect(isWordBinary(xls)).toBe(false);
    expect(isWordBinary(compoundFile([]))).toBe(false);
    // Only the signature (what a renamed file of another kind may also start with).
    expect(isWordBinary(oleSignatureBytes())).toBe(false);
    // "WordDocument" as a storage, not a stream.
    const storage = makeCompoundFile([
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'WordDocument', type: 1 },
    ]);
    expect(isWordBinary(storage)).toBe(false);
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
    expect(isWordBinary(embedded)).toBe(false);
  });

  it('survives truncated and crafted compound files without reading out of bounds', () => {
    const whole = compoundFile(['WordDocument', '1Table']);
    const directoryEnd = 1024 + 3 * 128;
    for (let cut = 0; cut < whole.length; cut += 13) {
      expect(() => isWordBinary(whole.subarray(0, cut))).not.toThrow();
      // A last sector cut short still counts, as long as the directory entries are whole.
      expect(isWordBinary(whole.subarray(0, cut))).toBe(cut >= directoryEnd);
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
