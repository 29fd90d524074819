import type { Metadata } from 'next';
import { NewMedicinePage } from '@/app/staff/(console)/record-new-pages';

export const metadata: Metadata = { title: 'Add a medicine' };

export default NewMedicinePage;
