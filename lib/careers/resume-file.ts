/**
 * What a resume may be, by its name and size: the checks the browser can make before upload.
 * What the bytes really are is judged on the server alone (`lib/uploads/resume-content.ts`), so
 * the detector and its parsers never enter the page's bundle.
 */

export type ResumeKind = 'pdf' | 'doc' | 'docx';

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
