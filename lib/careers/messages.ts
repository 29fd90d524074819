/** Careers texts of the spec's error catalogue (section 8), verbatim. */
export const downloadingMessage = (file: string, job: string) =>
  `Downloading ${file} for ${job}...`;
export const noFileMessage = (job: string) => `No files available for download for ${job}`;

/** 'Job fetch failed': shown in place of the vacancies when the jobs cannot be read. */
export const JOB_FETCH_FAILED_MESSAGE = 'Failed to fetch job data';
