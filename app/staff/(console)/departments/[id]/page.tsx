import type { Metadata } from 'next';
import { EditDepartmentPage } from '@/app/staff/(console)/record-edit-pages';

export const metadata: Metadata = { title: 'Edit department' };

export default EditDepartmentPage;
