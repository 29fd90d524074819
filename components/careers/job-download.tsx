'use client';

import { toast } from '@/components/layout/toast';
import { downloadingMessage, noFileMessage } from '@/lib/careers/messages';
import type { Job } from '@/lib/data/career-types';
import styles from './careers.module.css';

function DownloadIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
    </svg>
  );
}

/**
 * The job's downloadable file: a real link when there is one (with the 'Downloading…' toast),
 * otherwise a button that says there is nothing to download (spec section 8).
 */
export function JobDownload({ job }: { job: Job }) {
  const label = (
    <>
      <DownloadIcon />
      Download Details<span className="visually-hidden"> for {job.title}</span>
    </>
  );
  if (job.attachment) {
    const { href, name } = job.attachment;
    return (
      <a
        href={href}
        download={name}
        className={`btn btn-outline ${styles.download}`}
        onClick={() => toast.info(downloadingMessage(name, job.title))}
      >
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-outline ${styles.download}`}
      onClick={() => toast.error(noFileMessage(job.title))}
    >
      {label}
    </button>
  );
}
