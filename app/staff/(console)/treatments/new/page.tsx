import type { Metadata } from 'next';
import { NewTreatmentPage } from '@/app/staff/(console)/record-new-pages';

export const metadata: Metadata = { title: 'Add a treatment' };

export default NewTreatmentPage;
