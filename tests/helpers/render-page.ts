/**
 * Rendering the app's real pages (async server components) to HTML in jest, outside a Next
 * server. A test file mocks Next's server modules with the factories below, before it imports
 * any page:
 *
 *   jest.mock('next/cache', () => noIncrementalCacheMock());
 *   jest.mock('next/navigation', () => navigationMock());
 *
 * and then `await renderPage(DepartmentPage(params({ dname: 'cardiology' })))`.
 */
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * No cache outside a Next server: every `'use cache'` read goes to the database (jest does not
 * compile the directive), and cacheLife/cacheTag, which Next only allows inside one, do nothing.
 */
export function noIncrementalCacheMock() {
  return { cacheLife: jest.fn(), cacheTag: jest.fn(), revalidateTag: jest.fn() };
}

/** The router hooks client islands call while rendering, and notFound() as a throw. */
export function navigationMock() {
  return {
    useRouter: () => ({
      push: jest.fn(),
      replace: jest.fn(),
      prefetch: jest.fn(),
      back: jest.fn(),
    }),
    usePathname: () => '/',
    useSearchParams: () => new URLSearchParams(),
    notFound: () => {
      throw new Error('NEXT_NOT_FOUND');
    },
  };
}

/**
 * The lead forms' server actions (app/(site)/forms/actions.ts) as a Next build hands them to a
 * client component: server references, whose form React writes as a plain POST carrying the
 * action's id (`$$FORM_ACTION`, kept through the `bind` of useActionState), not the `javascript:`
 * stand-in it writes for a bare function. Outside a Next server they answer nothing:
 * `jest.mock('@/app/(site)/forms/actions', () => formActionsMock())`.
 */
export function formActionsMock() {
  const reference = (id: string): jest.Mock =>
    Object.assign(
      jest.fn(async () => null),
      {
        $$FORM_ACTION: () => ({
          name: `$ACTION_ID_${id}`,
          action: '',
          encType: 'multipart/form-data',
          method: 'POST',
        }),
        bind: () => reference(id),
      },
    );
  return {
    sendCallbackForm: reference('callback'),
    sendConsultationForm: reference('consultation'),
    sendContactForm: reference('contact'),
  };
}

/** A page's props as Next passes them: its route params as a promise. */
export const params = <T>(value: T) => ({ params: Promise.resolve(value) });

/** The whole HTML of a page, once every suspended part has resolved. */
export async function renderPage(page: Promise<ReactElement> | ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(await page);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
