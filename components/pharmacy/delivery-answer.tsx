'use client';

import { useEffect } from 'react';
import { PINCODE_PATTERN } from '@/lib/pharmacy/delivery-area';
import { savePincode } from './pincode-form';

/**
 * On the answer page of a pincode sent before script: once the page's script runs, the pincode
 * is kept as the medicine page's box keeps it (a well-formed one, served or not), so the box and
 * the cart show it from then on.
 */
export function KeepPincode({ pincode }: { pincode: string }) {
  useEffect(() => {
    if (PINCODE_PATTERN.test(pincode)) savePincode(pincode);
  }, [pincode]);
  return null;
}
