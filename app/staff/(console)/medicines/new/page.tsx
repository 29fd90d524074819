import type { Metadata } from 'next';
import { NewMedicinePage } from '@/app/staff/(console)/record-pages';

export const metadata: Metadata = { title: 'Add a medicine' };

export default NewMedicinePage;
