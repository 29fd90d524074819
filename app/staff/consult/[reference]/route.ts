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

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { reference } = await params;
  const token = await currentSessionToken();
  const verdict = await staffMayEnter(await getDb(), reference, token);
  if (verdict === 'signed-out') return NextResponse.redirect(new URL(SIGN_IN_PATH, request.url));
  if (verdict === 'refused') {
    return new NextResponse('Only the doctor of this consultation can join it.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const response = NextResponse.redirect(new URL(consultHref(reference), request.url), 303);
  response.cookies.set(CONSULT_STAFF_COOKIE, token ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.siteUrl.startsWith('https:'),
    path: CONSULT_COOKIE_PATH,
    maxAge: STAFF_SESSION_HOURS * 3600,
  });
  return response;
}
