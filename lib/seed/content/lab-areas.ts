/**
 * Where the demo lab collects samples at home: the city's pincodes the pharmacy serves (its
 * phlebotomists ride from the same five branches), three homes per 30-minute window in each.
 */
import { SERVICEABLE_PINCODES } from './pincodes';

export const LAB_WINDOW_CAPACITY = 3;

export const LAB_COLLECTION_AREAS = SERVICEABLE_PINCODES.filter(
  (p) => p.city === 'Bangalore' && p.active !== false,
).map((p) => ({ pincode: p.pincode, area: p.area, windowCapacity: LAB_WINDOW_CAPACITY }));
