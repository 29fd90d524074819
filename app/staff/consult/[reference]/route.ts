// GET /staff/consult/SMH-… – the doctor's way into her consultation's room: the console's session
// cookie stays scoped to /staff, so this checks she is the appointment's doctor and gives the
// room (/consult) a cookie of its own holding the same session (lib/consult/access.ts).
import { NextResponse } from 'next/server';
import { consultHref } from '@/lib/consult/links';
import { CONSULT_COOKIE_PATH, CONSULT_STAFF_COOKIE, staffMayEnter } from '@/lib/consult/access';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { currentSessionToken, SIGN_IN_PATH } from '@/lib/staff/current';
import { STAFF_SESSION_HOURS } from '@/lib/staff/sessions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

export async function GET(_: Request, { params }: Context): Promise<Response> {
  const { reference } = await params;
  const token = await currentSessionToken();
  const verdict = await staffMayEnter(await getDb(), reference, token);
  // Relative redirects: behind a proxy (or on 127.0.0.1) Next's own idea of the host is not the
  // browser's.
  const to = (path: string) => new NextResponse(null, { status: 303, headers: { Location: path } });
  if (verdict === 'signed-out') return to(SIGN_IN_PATH);
  if (verdict === 'refused') {
    return new NextResponse('Only the doctor of this consultation can join it.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const response = to(consultHref(reference));
  response.cookies.set(CONSULT_STAFF_COOKIE, token ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.siteUrl.startsWith('https:'),
    path: CONSULT_COOKIE_PATH,
    maxAge: STAFF_SESSION_HOURS * 3600,
  });
  return response;
}
