import type { Metadata } from 'next';
import { EditBlogPage } from '@/app/staff/(console)/record-edit-pages';

export const metadata: Metadata = { title: 'Edit blog post' };

export default EditBlogPage;
