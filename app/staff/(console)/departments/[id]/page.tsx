import type { Metadata } from 'next';
import { EditDepartmentPage } from '@/app/staff/(console)/record-pages';

export const metadata: Metadata = { title: 'Edit department' };

export default EditDepartmentPage;
