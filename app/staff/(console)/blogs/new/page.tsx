import type { Metadata } from 'next';
import { NewBlogPage } from '@/app/staff/(console)/record-new-pages';

export const metadata: Metadata = { title: 'Write a post' };

export default NewBlogPage;
