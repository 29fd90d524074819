/**
 * The route's pattern ('/api/doctorschedule/[id]') from its request and the params Next handed
 * the handler: each path segment that is a param's value is replaced by the param's name, so no
 * id, slug or name a visitor typed ever becomes a label. A catch-all (`[...path]`) takes all the
 * segments it matched; the query string is never read.
 */
export async function routePattern(request: Request, context: unknown): Promise<string> {
  let segments: string[];
  try {
    segments = new URL(request.url).pathname.split('/').slice(1).map(decodeSegment);
  } catch {
    return 'unknown';
  }
  const params = await paramsOf(context);
  const out: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const match = Object.entries(params).find(([, value]) =>
      Array.isArray(value) ? value.length > 0 && value[0] === segments[i] : value === segments[i],
    );
    if (!match) {
      out.push(segments[i]);
      continue;
    }
    const [name, value] = match;
    if (Array.isArray(value)) {
      out.push(`[...${name}]`);
      i += value.length - 1;
    } else out.push(`[${name}]`);
    delete params[name];
  }
  return `/${out.join('/')}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function paramsOf(context: unknown): Promise<Record<string, string | string[]>> {
  const params = (context as { params?: unknown } | undefined)?.params;
  if (!params) return {};
  try {
    const value = await params;
    return value && typeof value === 'object' ? { ...(value as Record<string, string>) } : {};
  } catch {
    return {};
  }
}
