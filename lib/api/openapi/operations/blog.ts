/** The blog calls (lib/blog/api-shape.ts). */
import * as answers from '@/lib/blog/api-contract';
import { blogQuerySchema } from '@/lib/blog/list-schema';
import { errorAnswer, jsonAnswer, READ_FAILURES, shared } from '../answers';
import { queryParameters, type Operation } from '../operation';
import { idParameter, slugParameter } from '../params';
import { read } from './reads';

const TAG = 'Blog';

export const BLOG_OPERATIONS: Operation[] = [
  read(
    TAG,
    '/api/blog/get_blog',
    'getBlogs',
    'One page of blogs, newest first, optionally of one department',
    answers.blogListAnswerSchema,
    {
      caching: 'no-store',
      parameters: queryParameters(blogQuerySchema),
      responses: {
        400: errorAnswer(
          "`invalid_input`: 'Invalid request'; `errors` names each bad query parameter.",
        ),
      },
    },
  ),
  read(
    TAG,
    '/api/blog/recentblog',
    'getRecentBlogs',
    'The newest blogs',
    answers.recentBlogsAnswerSchema,
    { caching: 'no-store' },
  ),
  read(
    TAG,
    '/api/blog/get_blogone/{blogname}',
    'getBlog',
    'One blog with its body, author and FAQ',
    answers.blogOneAnswerSchema,
    {
      caching: 'no-store',
      parameters: [slugParameter('blogname', 'blog')],
      responses: {
        400: errorAnswer('`invalid_input`: `blogname` is not a slug; `errors.blogname` says so.'),
        404: errorAnswer("`not_found`: 'Blog not found'."),
      },
    },
  ),
  {
    method: 'post',
    path: '/api/blog/{id}/view',
    operationId: 'countBlogView',
    tag: TAG,
    summary: 'Counts one view of a blog (the page calls it once per browser session)',
    description: 'No body is read.',
    parameters: [idParameter('id', 'blog')],
    responses: {
      200: jsonAnswer("The blog's views, this one counted", answers.blogViewAnswerSchema),
      400: errorAnswer('`invalid_input`: `id` is not a blog id; `errors.id` says so.'),
      403: shared('CrossSite'),
      404: errorAnswer("`not_found`: 'Blog not found'."),
      429: shared('RateLimited'),
      ...READ_FAILURES,
    },
  },
];
