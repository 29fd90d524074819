/**
 * The one rule for uploaded PDFs (lib/uploads/pdf-content.ts, issue 48): qpdf rewrites each one
 * from its pages, what carries a script, an action, a form or a file is left behind or refused,
 * the rewrite is a valid PDF with the same pages, and without qpdf nothing is taken (503).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activeContentIn } from '@/lib/uploads/pdf-active-content';
import { preparePdf } from '@/lib/uploads/pdf-content';
import { logPdfTool, PdfToolUnavailableError } from '@/lib/uploads/pdf-tool';
import {
  formPdf,
  htmlBytes,
  pageScriptedPdfs,
  pdfBytes,
  pdfOfPages,
  pdfPolyglotBytes,
  scriptedPdfs,
} from '../helpers/files';
import { leftTempDirs, pageCount, passesQpdfCheck, scriptMarksIn } from '../helpers/pdf-tool';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-rule-'));
beforeAll(() => {
  // This file's own temporary folder: what the rule leaves behind is counted there alone, not
  // among the folders other test files' uploads are using at the same moment.
  jest.spyOn(os, 'tmpdir').mockReturnValue(tmp);
});
afterAll(() => {
  jest.restoreAllMocks();
  fs.rmSync(tmp, { recursive: true, force: true });
});
afterEach(() => {
  expect(leftTempDirs(tmp)).toEqual([]);
});

async function rewritten(bytes: Uint8Array): Promise<Uint8Array> {
  const verdict = await preparePdf(bytes);
  if (!verdict.ok) throw new Error(`refused: ${verdict.problem}`);
  return verdict.bytes;
}

describe('a clean PDF', () => {
  it('is rewritten into a valid PDF with the same pages and text', async () => {
    const upload = pdfOfPages(3);
    const verdict = await preparePdf(upload);
    expect(verdict).toMatchObject({ ok: true, pages: 3 });
    const stored = await rewritten(upload);
    expect(pageCount(stored)).toBe(3);
    expect(passesQpdfCheck(stored)).toBe(true);
    expect(Buffer.from(stored).toString('latin1')).toMatch(/^%PDF-1\.\d/);
    expect(scriptMarksIn(stored)).toEqual([]);
  });

  it('keeps a one-page document of the existing fixtures', async () => {
    expect(pageCount(await rewritten(pdfBytes()))).toBe(1);
  });
});

describe("issue 48's scripted PDFs", () => {
  const pdfs = scriptedPdfs();

  it.each(['an <img onerror> after the header', 'an /OpenAction that runs JavaScript'])(
    'keeps %s only as an inert rewrite, without the script',
    async (name) => {
      const upload = pdfs[name];
      // The upload itself carries it, as found in the issue.
      expect(scriptMarksIn(upload)).not.toEqual([]);
      const stored = await rewritten(upload);
      expect(scriptMarksIn(stored)).toEqual([]);
      expect(pageCount(stored)).toBe(1);
    },
  );

  it('refuses HTML in a stream that declares /FlateDecode but is not compressed', async () => {
    await expect(preparePdf(pdfs['HTML in a stream that declares /FlateDecode'])).resolves.toEqual({
      ok: false,
      problem: 'unreadable',
    });
  });

  it('draws a form into its page and drops its scripts and attached files', async () => {
    const stored = await rewritten(formPdf());
    expect(scriptMarksIn(stored)).toEqual([]);
    expect(pageCount(stored)).toBe(1);
  });

  it("refuses a page's /AA script, which the rewrite from the pages keeps", async () => {
    await expect(preparePdf(pageScriptedPdfs()["a page's /AA script"])).resolves.toEqual({
      ok: false,
      problem: 'active_content',
    });
  });

  it.each(['a link that launches a program', 'an attached file'])(
    "drops %s with the page's annotations",
    async (name) => {
      const stored = await rewritten(pageScriptedPdfs()[name]);
      expect(scriptMarksIn(stored)).toEqual([]);
      expect(Buffer.from(stored).toString('latin1')).not.toMatch(/Launch|cmd\.exe|FileAttachment/);
    },
  );

  it.each([
    ['%PDF then an HTML page', pdfPolyglotBytes()],
    ['an HTML page', htmlBytes()],
    ['nothing', new Uint8Array(0)],
  ])('refuses %s as no PDF', async (_, bytes) => {
    await expect(preparePdf(bytes)).resolves.toEqual({ ok: false, problem: 'unreadable' });
  });
});

describe('what stays forbidden after the rewrite', () => {
  it('names scripts, actions, forms and files wherever they sit in the objects', () => {
    expect(
      activeContentIn({
        'obj:1 0 R': { value: { '/Type': '/Page', '/AA': { '/O': {} } } },
        'obj:2 0 R': { value: { '/A': { '/S': '/Launch', '/F': 'u:cmd' } } },
        'obj:3 0 R': { stream: { dict: { '/Type': '/EmbeddedFile' } } },
        'obj:4 0 R': { value: [{ '/Subtype': '/Widget' }] },
      }),
    ).toEqual(['/AA', '/S /Launch', '/Subtype /Widget', '/Type /EmbeddedFile']);
  });

  it('lets links to web pages and other pages through', () => {
    expect(
      activeContentIn({
        'obj:1 0 R': { value: { '/Subtype': '/Link', '/A': { '/S': '/URI', '/URI': 'u:x' } } },
        'obj:2 0 R': { value: { '/S': '/GoTo', '/D': ['3 0 R', '/Fit'] } },
        'obj:3 0 R': { value: { '/Title': 'u:/JavaScript in a string is only text' } },
      }),
    ).toEqual([]);
  });
});

describe('without qpdf', () => {
  const realPath = process.env.PATH;
  afterEach(() => {
    process.env.PATH = realPath;
  });

  it('refuses every PDF with a 503 in the one error shape, and stores nothing unchecked', async () => {
    process.env.PATH = tmp;
    const refusal = await preparePdf(pdfBytes()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PdfToolUnavailableError);
    expect((refusal as PdfToolUnavailableError).status).toBe(503);
    expect((refusal as PdfToolUnavailableError).toBody()).toEqual({
      code: 'pdf_check_unavailable',
      message: expect.stringMatching(/^PDF files cannot be accepted right now/),
    });
  });

  it('says so once at start, and names qpdf when it is there', async () => {
    const logger = { info: jest.fn(), warn: jest.fn() };
    process.env.PATH = tmp;
    await logPdfTool(logger);
    expect(logger.warn).toHaveBeenCalledWith(
      { pdfTool: null },
      expect.stringMatching(/^PDF uploads: OFF: qpdf is not installed.*apt-get install qpdf/),
    );
    process.env.PATH = realPath;
    await logPdfTool(logger);
    expect(logger.info).toHaveBeenCalledWith(
      { pdfTool: expect.stringMatching(/^qpdf version \d+/) },
      'PDF uploads: checked and rewritten by qpdf',
    );
  });
});
