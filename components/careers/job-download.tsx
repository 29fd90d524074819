'use client';

import { toast } from '@/components/layout/toast';
import { Icon } from '@/components/ui/icon';
import { downloadingMessage, noFileMessage } from '@/lib/careers/messages';
import type { Job } from '@/lib/careers/types';
import styles from './careers.module.css';

/**
 * The job's downloadable file: a real link when there is one (with the 'Downloading…' toast),
 * otherwise a button that says there is nothing to download (spec section 8).
 */
export function JobDownload({ job }: { job: Job }) {
  const label = (
    <>
      <Icon name="download" size={18} />
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
