/** How the lab pages say a test's preparation, report time and contents (pure, for tests). */

export function fastingLabel(hours: number): string {
  return hours > 0 ? `Fasting ${hours} to 12 hours` : 'No fasting needed';
}

export function reportLabel(hours: number): string {
  if (hours <= 24) return `Report in ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return `Report in ${days} days`;
}

export function testCountLabel(count: number): string {
  return count === 1 ? 'Includes 1 test' : `Includes ${count} tests`;
}

export const labHref = (slug: string) => `/lab-tests/${slug}`;
