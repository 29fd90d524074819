/**
 * Reading what the upload checks stored, with the same qpdf the server runs (Debian's package;
 * .ci/run installs it): its page count, its own check, and its text with every stream
 * decompressed, so a test can look for a script wherever the rewrite might have put it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function withFile<T>(bytes: Uint8Array, read: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-test-'));
  try {
    const file = path.join(dir, 'stored.pdf');
    fs.writeFileSync(file, bytes);
    return read(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function pageCount(bytes: Uint8Array): number {
  return withFile(bytes, (file) =>
    Number(execFileSync('qpdf', ['--show-npages', file], { encoding: 'utf8' }).trim()),
  );
}

/** Whether qpdf finds no syntax or stream errors in the file (exit code 0 of --check). */
export function passesQpdfCheck(bytes: Uint8Array): boolean {
  return withFile(bytes, (file) => {
    try {
      execFileSync('qpdf', ['--check', file], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
}

/** The file's text with every stream decompressed (qpdf's QDF form), as latin1. */
export function expandedText(bytes: Uint8Array): string {
  return withFile(bytes, (file, dir) => {
    const out = path.join(dir, 'expanded.pdf');
    execFileSync('qpdf', ['--qdf', '--object-streams=disable', file, out]);
    return fs.readFileSync(out).toString('latin1');
  });
}

/** What a stored PDF must never contain again: the scripts and actions the tests sent. */
export const SCRIPT_MARKS = [
  'alert(',
  'onerror',
  '<img',
  '<html',
  '<script',
  '/JavaScript',
  '/JS',
  '/OpenAction',
  '/AA',
  '/AcroForm',
  '/EmbeddedFile',
];

/** The marks found in the bytes as stored and in their decompressed form. */
export function scriptMarksIn(bytes: Uint8Array): string[] {
  const texts = [Buffer.from(bytes).toString('latin1'), expandedText(bytes)];
  return SCRIPT_MARKS.filter((mark) => texts.some((text) => text.includes(mark)));
}

/** The pdf-upload-* folders the server left in `dir` (its temporary directory). */
export function leftTempDirs(dir: string): string[] {
  return fs.readdirSync(dir).filter((name) => name.startsWith('pdf-upload-'));
}

/** The text a reader sees, as poppler's pdftotext extracts it keeping the layout (.ci/run installs it). */
export function pdfText(bytes: Uint8Array): string {
  return withFile(bytes, (file) =>
    execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  );
}
