import type { Metadata } from 'next';
import { BlogsListPage } from '@/app/staff/(console)/record-list-pages';

export const metadata: Metadata = { title: 'Blog posts' };

export default BlogsListPage;
