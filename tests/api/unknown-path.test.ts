/** An /api path no route serves answers 404 JSON in the one error shape, for every method. */
import * as route from '@/app/api/[...path]/route';
import { apiError } from '../helpers/api-error';

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s answers 404 JSON',
    async (method) => {
      const response = await route[method](
        new Request('http://localhost:3000/api/no/such/thing', { method }),
      );
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual(
        apiError({ code: 'not_found', message: 'No such API endpoint' }),
      );
    },
  );
});
