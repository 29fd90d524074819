import type { Metadata } from 'next';
import { DoctorsListPage } from '@/app/staff/(console)/record-list-pages';

export const metadata: Metadata = { title: 'Doctors' };

export default DoctorsListPage;
