import type { Metadata } from 'next';
import { NewDoctorPage } from '@/app/staff/(console)/record-new-pages';

export const metadata: Metadata = { title: 'Add a doctor' };

export default NewDoctorPage;
