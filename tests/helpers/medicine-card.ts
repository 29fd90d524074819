/** A medicine card as the catalogue hands it to the client: an OTC strip of 10, ₹10 (MRP ₹15). */
import type { MedicineCard } from '@/lib/pharmacy/types';

export function medicineCard(id: number, overrides: Partial<MedicineCard> = {}): MedicineCard {
  return {
    id,
    slug: `m-${id}`,
    schedule: 'OTC',
    name: `Medicine ${id}`,
    image: '',
    pricePaise: 1000,
    mrpPaise: 1500,
    discountPercent: 10,
    packSize: 'Strip of 10',
    available: true,
    stock: 50,
    ...overrides,
  };
}
