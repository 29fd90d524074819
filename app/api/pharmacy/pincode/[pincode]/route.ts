// GET /api/pharmacy/pincode/{pincode} – whether the pharmacy delivers there, when, and for what fee
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { InvalidInputError } from '@/lib/api/errors';
import { getDb } from '@/lib/db';
import { apiDeliveryArea } from '@/lib/pharmacy/api-shape';
import { PINCODE_PATTERN } from '@/lib/pharmacy/delivery-area';
import { checkPincode } from '@/lib/pharmacy/delivery-area-reads';
import { DELIVERY_MESSAGES } from '@/lib/pharmacy/delivery-schema';
import { indiaToday } from '@/lib/time/india';

/** A pincode that is not served is an answer (`serviceable: false`), not an error. */
export const GET = withErrors(
  async (_request: Request, { params }: { params: Promise<{ pincode: string }> }) => {
    const pincode = (await params).pincode;
    if (!PINCODE_PATTERN.test(pincode)) {
      throw new InvalidInputError({ pincode: DELIVERY_MESSAGES.pincodeDigits });
    }
    const area = await checkPincode(await getDb(), pincode);
    return Response.json(
      { message: 'Success', data: apiDeliveryArea(pincode, area, indiaToday()) },
      { headers: PUBLIC_CACHE },
    );
  },
);
