/**
 * Slugs of departments, treatments, doctors, blogs and medicines: lower case words joined by
 * single hyphens ('Obstetrics & Gynaecology' -> 'obstetrics-gynaecology',
 * "Parkinson's Disease Treatment" -> 'parkinsons-disease-treatment', 'Dr. Ananya Rao' ->
 * 'dr-ananya-rao'). Medicine categories follow the pharmacy's own rule in lib/pharmacy/slug.ts.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
