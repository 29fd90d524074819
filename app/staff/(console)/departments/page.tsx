import type { Metadata } from 'next';
import { DepartmentsListPage } from '@/app/staff/(console)/record-list-pages';

export const metadata: Metadata = { title: 'Departments' };

export default DepartmentsListPage;
