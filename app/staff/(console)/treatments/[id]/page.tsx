import type { Metadata } from 'next';
import { EditTreatmentPage } from '@/app/staff/(console)/record-pages';

export const metadata: Metadata = { title: 'Edit treatment' };

export default EditTreatmentPage;
