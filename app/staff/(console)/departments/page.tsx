import type { Metadata } from 'next';
import { DepartmentsListPage } from '@/app/staff/(console)/record-pages';

export const metadata: Metadata = { title: 'Departments' };

export default DepartmentsListPage;
