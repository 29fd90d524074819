import type { Metadata } from 'next';
import { EditBlogPage } from '@/app/staff/(console)/record-pages';

export const metadata: Metadata = { title: 'Edit blog post' };

export default EditBlogPage;
