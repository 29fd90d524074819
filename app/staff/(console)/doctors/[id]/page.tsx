import type { Metadata } from 'next';
import { EditDoctorPage } from '@/app/staff/(console)/record-edit-pages';

export const metadata: Metadata = { title: 'Edit doctor' };

export default EditDoctorPage;
