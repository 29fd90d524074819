/** Shapes of the careers reads (plain, serialisable data shared with the job board island). */

export type JobCategory = { id: number; name: string };

export type JobAttachment = {
  /** Site-relative link to the file. */
  href: string;
  /** The file name shown to the visitor ('Downloading (file) for (job)...'). */
  name: string;
};

export type Job = {
  id: number;
  title: string;
  category: JobCategory;
  qualification: string;
  experience: string;
  vacancy: number;
  salary: string;
  responsibilities: string;
  keySkills: string[];
  attachment: JobAttachment | null;
  /** ISO instant the vacancy was posted. */
  createdAt: string;
};
