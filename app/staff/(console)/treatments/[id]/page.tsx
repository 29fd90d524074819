import type { Metadata } from 'next';
import { EditTreatmentPage } from '@/app/staff/(console)/record-edit-pages';

export const metadata: Metadata = { title: 'Edit treatment' };

export default EditTreatmentPage;
