// GET /api/openapi.json – the OpenAPI 3.1 document of the whole API (readable at /api-docs)
import { PUBLIC_CACHE } from '@/lib/api/handler';
import { openApiDocument } from '@/lib/api/openapi/document';

// Made from the code alone (the registry and its schemas): rendered once at build, then static.
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(openApiDocument(), { headers: PUBLIC_CACHE });
}
