/**
 * A console form whose action meets an unreachable database answers with a message the editor
 * can act on (try again), never an error page; a bug in the action stays an error.
 */
const mockPerform = jest.fn();
const mockGetStaff = jest.fn();
jest.mock('@/lib/staff/current', () => ({
  getStaff: () => mockGetStaff(),
  SIGN_IN_PATH: '/staff/sign-in',
}));
jest.mock('@/lib/db', () => ({ getDb: async () => ({}) }));
jest.mock('@/lib/cache/publish', () => ({ publishTags: async () => {} }));
jest.mock('next/cache', () => ({ refresh: () => {} }));
jest.mock('@/lib/staff/action', () => ({
  ...jest.requireActual('@/lib/staff/action'),
  performStaffAction: (...args: unknown[]) => mockPerform(...args),
}));

import { DrizzleQueryError } from 'drizzle-orm/errors';
import { logger } from '@/lib/log';
import type { StaffAction } from '@/lib/staff/action';
import { CONSOLE_UNAVAILABLE, runStaffAction } from '@/lib/staff/server-action';

const action = { name: 'edit a blog post' } as unknown as StaffAction;
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});

beforeEach(() => {
  mockGetStaff.mockResolvedValue({ id: 1, email: 'ed@x.example', name: 'Ed', role: 'editor' });
  jest.spyOn(logger, 'error').mockImplementation(() => undefined as never);
});

it("answers a failed query's database fault as the form's message", async () => {
  mockPerform.mockRejectedValue(new DrizzleQueryError('update blogs', [], refused));
  expect(await runStaffAction(action, new FormData())).toEqual({
    ok: false,
    message: CONSOLE_UNAVAILABLE,
  });
});

it('answers the same when the session itself cannot be read', async () => {
  mockGetStaff.mockRejectedValue(Object.assign(new Error('no db'), { code: '3D000' }));
  expect(await runStaffAction(action, new FormData())).toEqual({
    ok: false,
    message: CONSOLE_UNAVAILABLE,
  });
});

it('leaves a bug an error', async () => {
  mockPerform.mockRejectedValue(new TypeError('x is undefined'));
  await expect(runStaffAction(action, new FormData())).rejects.toThrow(TypeError);
});
