/**
 * A console save whose change is committed but whose pages cannot be refreshed (the shared
 * cache, Redis, not answering): the editor is told so, never shown an error page.
 */
const mockPerform = jest.fn();
const mockPublish = jest.fn();
const mockRefresh = jest.fn();
jest.mock('@/lib/staff/current', () => ({
  getStaff: async () => ({ id: 1, email: 'ed@x.example', name: 'Ed', role: 'editor' }),
  SIGN_IN_PATH: '/staff/sign-in',
}));
jest.mock('@/lib/db', () => ({ getDb: async () => ({}) }));
jest.mock('@/lib/cache/publish', () => ({ publishTags: (tags: string[]) => mockPublish(tags) }));
jest.mock('next/cache', () => ({ refresh: () => mockRefresh() }));
jest.mock('@/lib/staff/action', () => ({
  ...jest.requireActual('@/lib/staff/action'),
  performStaffAction: (...args: unknown[]) => mockPerform(...args),
}));

import { logger } from '@/lib/log';
import type { StaffAction } from '@/lib/staff/action';
import { NOT_PUBLISHED_YET, runStaffAction } from '@/lib/staff/server-action';

const action = { name: 'edit a blog post' } as unknown as StaffAction;

beforeEach(() => {
  mockPerform.mockResolvedValue({ ok: true, message: 'Saved.', revalidate: ['blogs'] });
  mockPublish.mockReset();
  mockRefresh.mockReset();
});

it('publishes the tags of a saved change and keeps its message', async () => {
  mockPublish.mockResolvedValue(undefined);
  expect(await runStaffAction(action, new FormData())).toEqual({ ok: true, message: 'Saved.' });
  expect(mockPublish).toHaveBeenCalledWith(['blogs']);
  expect(mockRefresh).toHaveBeenCalled();
});

it('says the change is saved but not yet public when the tags cannot be published', async () => {
  mockPublish.mockRejectedValue(
    new Error('Redis is unavailable: the revalidation could not be shared'),
  );
  const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined as never);
  expect(await runStaffAction(action, new FormData())).toEqual({
    ok: true,
    message: NOT_PUBLISHED_YET,
  });
  expect(logged).toHaveBeenCalledTimes(1);
  expect(mockRefresh).toHaveBeenCalled();
  logged.mockRestore();
});
