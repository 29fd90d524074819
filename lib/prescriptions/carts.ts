import 'server-only';
import { todaysMedicines, type ReorderLine } from '@/lib/accounts/reorder';
import { pickLines, type LeftOut } from '@/lib/accounts/reorder-rules';
import type { Db } from '@/lib/db/open';
import { labCartItem, type LabCartItem } from '@/lib/lab/cart-rules';
import { queryLabCardsById } from '@/lib/lab/queries';
import { linesOf, type PrescriptionRow } from './reads';

export type PrescriptionCarts = {
  /** The verification code the pharmacy checkout names the e-prescription by. */
  code: string;
  doctorName: string;
  medicines: { lines: ReorderLine[]; leftOut: LeftOut[] };
  tests: LabCartItem[];
  /** Tests written as free text, which the lab cart cannot take. */
  testsLeftOut: string[];
};

/**
 * 'Order these medicines' and 'Book these tests': the e-prescription's catalogue medicines as
 * pharmacy cart lines at today's prices and stock (one pack each, as a reorder picks them:
 * lib/accounts/reorder-rules.ts) and its catalogue tests as lab cart items. The browser puts
 * them in its carts; the checkout decides again.
 */
export async function prescriptionCarts(
  db: Db,
  prescription: PrescriptionRow,
  now = new Date(),
): Promise<PrescriptionCarts> {
  const lines = await linesOf(db, prescription.id);
  const medicineIds = [
    ...new Set(lines.flatMap((l) => (l.kind === 'medicine' && l.medicineId ? [l.medicineId] : []))),
  ];
  const { cards, today } = await todaysMedicines(db, medicineIds, now);
  const { picked, leftOut } = pickLines(
    medicineIds.map((id) => ({ id, quantity: 1 })),
    today,
  );
  const testIds = lines.flatMap((l) =>
    l.kind === 'investigation' && l.labTestId ? [l.labTestId] : [],
  );
  const labCards = await queryLabCardsById(db, testIds);
  return {
    code: prescription.verificationCode,
    doctorName: prescription.doctorName,
    medicines: {
      lines: picked.map((p) => ({
        ...cards.get(p.id)!,
        quantity: p.quantity,
        askedQuantity: p.asked,
      })),
      leftOut,
    },
    tests: labCards.map(labCartItem),
    testsLeftOut: lines
      .filter(
        (l) => l.kind === 'investigation' && !labCards.some((card) => card.id === l.labTestId),
      )
      .map((l) => l.name),
  };
}
