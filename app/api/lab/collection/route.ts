// GET /api/lab/collection?pincode=… – whether samples are collected there, and the next 7 days' windows
import { NO_STORE, validInput, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { collectionQuerySchema } from '@/lib/lab/order-schema';
import { collectionDays, findCollectionArea, notCollectedMessage } from '@/lib/lab/windows';

/**
 * A pincode that is not served is an answer (`serviceable: false`), not an error. Uncached: the
 * places left change with every booking, and a full window must never be offered as free.
 */
export const GET = withErrors(async (request: Request) => {
  const pincode = new URL(request.url).searchParams.get('pincode') ?? '';
  const query = await validInput(collectionQuerySchema, { pincode });
  const db = await getDb();
  const area = await findCollectionArea(db, query.pincode);
  const data = area
    ? {
        pincode: area.pincode,
        serviceable: true,
        area: area.area,
        days: await collectionDays(db, area),
      }
    : { pincode: query.pincode, serviceable: false, message: notCollectedMessage(query.pincode) };
  return Response.json({ message: 'Success', data }, { headers: NO_STORE });
});
