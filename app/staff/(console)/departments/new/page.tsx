import type { Metadata } from 'next';
import { NewDepartmentPage } from '@/app/staff/(console)/record-new-pages';

export const metadata: Metadata = { title: 'Add a department' };

export default NewDepartmentPage;
