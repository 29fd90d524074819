import { YesNoBadge } from '@/components/staff/record-list';
import { listBlogsForStaff } from '@/lib/blog/staff-blogs';
import { listJobsForStaff } from '@/lib/careers/staff-jobs';
import {
  listDepartmentsForStaff,
  listTreatmentsForStaff,
} from '@/lib/departments/staff-treatments';
import { listDoctorsForStaff } from '@/lib/doctors/staff-doctors';
import { htmlToText } from '@/lib/sanitize';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import {
  recordListPage,
  DOCTORS,
  TREATMENTS,
  DEPARTMENTS,
  BLOGS,
  listOf,
  searched,
} from './record-page-kit';

/** The console's lists of the records editors keep (record-page-kit.tsx). */

export const DoctorsListPage = recordListPage({
  ...listOf(DOCTORS),
  ...searched('content', 'Search doctor name', 'doctor'),
  addLabel: 'Add a doctor',
  list: listDoctorsForStaff,
  columns: [
    { heading: 'Doctor', link: (row) => row.name },
    { heading: 'Department', cell: (row) => row.departmentName },
    {
      heading: 'On the site',
      cell: (row) => <YesNoBadge on={row.verified} yes="Shown" no="Hidden" />,
    },
  ],
});

export const TreatmentsListPage = recordListPage({
  ...listOf(TREATMENTS),
  ...searched('content', 'Search treatment or department', 'treatment'),
  addLabel: 'Add a treatment',
  list: listTreatmentsForStaff,
  columns: [
    { heading: 'Treatment', link: (row) => row.name },
    { heading: 'Department', cell: (row) => row.departmentName },
    { heading: 'Public page', cell: (row) => `/treatment/${row.slug}` },
  ],
});

export const BlogsListPage = recordListPage({
  ...listOf(BLOGS),
  ...searched('content', 'Search titles', 'post'),
  addLabel: 'Write a post',
  list: listBlogsForStaff,
  columns: [
    { heading: 'Published', cell: (row) => formatIndiaDateTime(row.createdAt) },
    { heading: 'Title', link: (row) => htmlToText(row.titleHtml) },
    { heading: 'Category', cell: (row) => row.departmentName },
  ],
});

export const DepartmentsListPage = recordListPage({
  ...listOf(DEPARTMENTS),
  area: 'content',
  addLabel: 'Add a department',
  list: (db) => listDepartmentsForStaff(db),
  columns: [
    { heading: 'Department', link: (row) => row.name },
    { heading: 'Public page', cell: (row) => `/department/${row.slug}` },
  ],
});

export const JobsListPage = recordListPage({
  title: 'Vacancies',
  path: '/staff/jobs',
  area: 'content',
  addLabel: 'Post a vacancy',
  label: 'Vacancies, open ones first',
  list: (db) => listJobsForStaff(db),
  columns: [
    { heading: 'Posted', cell: (job) => formatIndiaDateTime(job.createdAt) },
    { heading: 'Title', link: (job) => job.title },
    { heading: 'Category', cell: (job) => job.categoryName },
    { heading: 'Vacancies', cell: (job) => job.vacancy },
    {
      heading: 'State',
      cell: (job) => <YesNoBadge on={!job.closedAt} yes="Open" no="Closed" />,
    },
  ],
});
