/** The metrics' route label: the route file's pattern, never a value from the URL. */
import { routePattern } from '@/lib/metrics/route-pattern';

const pattern = (url: string, params?: Record<string, string | string[]>) =>
  routePattern(
    new Request(`http://localhost${url}`),
    params ? { params: Promise.resolve(params) } : undefined,
  );

describe('routePattern', () => {
  it('keeps a static path and drops the query', async () => {
    expect(await pattern('/api/doctor/get_doctor?name=Ravi')).toBe('/api/doctor/get_doctor');
  });

  it('names dynamic segments by their param, decoded values included', async () => {
    expect(await pattern('/api/doctorschedule/42', { id: '42' })).toBe('/api/doctorschedule/[id]');
    expect(await pattern('/api/department/Heart%20Care', { dname: 'Heart Care' })).toBe(
      '/api/department/[dname]',
    );
  });

  it('folds a catch-all into one segment', async () => {
    expect(await pattern('/api/no/such/thing', { path: ['no', 'such', 'thing'] })).toBe(
      '/api/[...path]',
    );
  });
});
