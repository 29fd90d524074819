import type { Metadata } from 'next';
import { TreatmentsListPage } from '@/app/staff/(console)/record-list-pages';

export const metadata: Metadata = { title: 'Treatments' };

export default TreatmentsListPage;
