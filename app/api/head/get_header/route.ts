// GET /api/head/get_header – the about page's header blocks as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { headerBlocksAnswer } from '@/lib/site/api-shape';
import { getHeaderBlocks } from '@/lib/site/about-reads';

export const GET = withErrors(async () =>
  Response.json(headerBlocksAnswer(await getHeaderBlocks()), { headers: PUBLIC_CACHE }),
);
