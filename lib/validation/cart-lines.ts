/**
 * The lines of a cart as every checkout request sends them (the pharmacy's medicines, the lab's
 * tests and packages): an id and a whole quantity per line, each id once. Only these are read;
 * the server prices the lines from the database. Runs in the browser and on the server.
 */
import { array, number, object } from 'yup';
import { MAX_ID } from './fields';

export type CartLineRules = {
  minQuantity: number;
  maxQuantity: number;
  maxLines: number;
  messages: {
    itemsRequired: string;
    itemsTooMany: string;
    idInvalid: string;
    quantityInvalid: string;
    duplicate: string;
  };
};

export function cartLinesSchema({
  minQuantity,
  maxQuantity,
  maxLines,
  messages: M,
}: CartLineRules) {
  const line = object({
    id: number()
      .strict()
      .typeError(M.idInvalid)
      .integer(M.idInvalid)
      .positive(M.idInvalid)
      .max(MAX_ID, M.idInvalid)
      .required(M.idInvalid),
    quantity: number()
      .strict()
      .typeError(M.quantityInvalid)
      .integer(M.quantityInvalid)
      .min(minQuantity, M.quantityInvalid)
      .max(maxQuantity, M.quantityInvalid)
      .required(M.quantityInvalid),
  });
  return array(line)
    .required(M.itemsRequired)
    .min(1, M.itemsRequired)
    .max(maxLines, M.itemsTooMany)
    .test('unique-ids', M.duplicate, (items) => {
      const ids = (items ?? []).map((item) => item?.id);
      return new Set(ids).size === ids.length;
    });
}
