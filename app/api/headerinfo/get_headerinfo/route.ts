// GET /api/headerinfo/get_headerinfo – the header's hospital name, numbers and e-mail as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { headerInfoAnswer } from '@/lib/site/api-shape';
import { getContactSettings, getSiteSettings } from '@/lib/site/reads';

export const GET = withErrors(async () => {
  const [site, contact] = await Promise.all([getSiteSettings(), getContactSettings()]);
  return Response.json(headerInfoAnswer(site, contact), { headers: PUBLIC_CACHE });
});
