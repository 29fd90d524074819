'use client';

import { toast } from '@/components/layout/toast';

/**
 * The download control of a job card on /careers. The file comes through the site
 * (GET /api/carrer/download/{jobId}), never from its storage path; the spec's toasts tell the
 * visitor what is downloading, or that the job has nothing to download.
 */
export type JobDownloadButtonProps = {
  job: { id: number; title: string };
  /** The attachment's display name, or null when the job has none. */
  fileName: string | null;
  className?: string;
};

export function downloadMessages(jobTitle: string, fileName: string | null) {
  return fileName
    ? { kind: 'info' as const, text: `Downloading ${fileName} for ${jobTitle}...` }
    : { kind: 'none' as const, text: `No files available for download for ${jobTitle}` };
}

export function JobDownloadButton({
  job,
  fileName,
  className = 'btn btn-outline btn-sm',
}: JobDownloadButtonProps) {
  function download() {
    const message = downloadMessages(job.title, fileName);
    if (message.kind === 'none' || !fileName) {
      toast.error(message.text);
      return;
    }
    toast.info(message.text);
    const link = document.createElement('a');
    link.href = `/api/carrer/download/${job.id}`;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  }

  return (
    <button type="button" className={className} onClick={download}>
      Download<span className="visually-hidden"> details for {job.title}</span>
    </button>
  );
}
