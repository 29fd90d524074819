/**
 * The category slug of the pharmacy (pharmacy.md section 2): the category name in lower case,
 * each space turned into a hyphen, and every character outside a-z, 0-9 and hyphen removed.
 * Applied literally, so 'Cold & Cough' becomes 'cold--cough'.
 */
export function categorySlug(categoryName: string): string {
  return categoryName
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '');
}
