import type { Metadata } from 'next';
import { JobsListPage } from '@/app/staff/(console)/record-list-pages';

export const metadata: Metadata = { title: 'Vacancies' };

export default JobsListPage;
