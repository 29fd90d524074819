import 'server-only';
import { execFile } from 'node:child_process';
import { ServiceError } from '@/lib/api/errors';

/**
 * qpdf, the program that rewrites every uploaded PDF (docs/decisions/pdf-uploads.md). Debian's
 * package, found on PATH; run with execFile (no shell, so no file name or byte of the upload is
 * ever read as a command), a time limit and a cap on what it may print. A machine without it
 * refuses PDF uploads with a 503 rather than storing a PDF nobody checked.
 */

export const QPDF = 'qpdf';

/** A 10 MB report rewrites in well under a second; a file that takes longer is refused. */
const TIMEOUT_MS = 20_000;
/** The JSON of a document's objects (stream data left out) is far smaller than the file. */
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

export const PDF_TOOL_MISSING =
  'PDF files cannot be accepted right now: this server cannot check them. Nothing was stored; please try again later or call the hospital.';

/** 503: qpdf is not installed, so no PDF can be checked (and none is stored unchecked). */
export class PdfToolUnavailableError extends ServiceError {
  constructor() {
    super(503, PDF_TOOL_MISSING, 'pdf_check_unavailable');
  }
}

/** qpdf's exit code (0 done, 2 errors, 3 warnings only; -1 killed or over its output cap). */
export type QpdfRun = { code: number; stdout: string };

/** Only where to find it: the server's secrets (database, payment keys) stay out of it. */
function toolEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LC_ALL: 'C',
  } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv;
}

export function runQpdf(args: string[]): Promise<QpdfRun> {
  return new Promise((resolve, reject) => {
    execFile(
      QPDF,
      args,
      {
        env: toolEnv(),
        timeout: TIMEOUT_MS,
        killSignal: 'SIGKILL',
        maxBuffer: MAX_OUTPUT_BYTES,
        windowsHide: true,
      },
      (error, stdout) => {
        if (!error) return resolve({ code: 0, stdout });
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return reject(new PdfToolUnavailableError());
        }
        resolve({ code: typeof error.code === 'number' ? error.code : -1, stdout });
      },
    );
  });
}

/** qpdf's version line, or null when it cannot be run. */
export async function pdfToolVersion(): Promise<string | null> {
  try {
    const run = await runQpdf(['--version']);
    return run.code === 0 ? (run.stdout.split('\n')[0] ?? '').trim() : null;
  } catch {
    return null;
  }
}

type ToolLogger = Record<'info' | 'warn', (fields: object, message: string) => void>;

/** One line at start: an operator who never installed qpdf reads why PDFs are refused. */
export async function logPdfTool(logger: ToolLogger): Promise<void> {
  const version = await pdfToolVersion();
  if (version) {
    logger.info({ pdfTool: version }, 'PDF uploads: checked and rewritten by qpdf');
  } else {
    logger.warn(
      { pdfTool: null },
      'PDF uploads: OFF: qpdf is not installed, so every PDF upload (resumes, prescriptions, lab reports) is refused (503 pdf_check_unavailable); install it (apt-get install qpdf) and restart',
    );
  }
}
