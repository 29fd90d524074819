/**
 * A delivery address as the order-tracking page shows it (issue 16): enough for the shopper to
 * recognise where the order goes, not enough for someone looking over a shoulder to find the
 * door. The last two comma-separated parts (locality, city) stay; before them a word keeps its
 * first letter only, and a word with a digit (a house or flat number) shows nothing. The dots are
 * always three, so a word's length tells nothing either.
 */
const DOTS = '•••';

function maskWord(word: string): string {
  if (/\d/.test(word)) return DOTS;
  return `${[...word][0] ?? ''}${DOTS}`;
}

export function maskAddress(address: string): string {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  if (parts.length === 1) {
    // One part only: its last word shows (a locality, most often), the rest is hidden.
    const words = parts[0].split(' ');
    return [
      ...words.slice(0, -1).map(maskWord),
      words.length > 1 ? words.at(-1) : maskWord(words[0]),
    ].join(' ');
  }
  const kept = parts.length > 2 ? parts.slice(-2) : parts.slice(-1);
  const hidden = parts.slice(0, parts.length - kept.length);
  return [...hidden.map((part) => part.split(' ').map(maskWord).join(' ')), ...kept].join(', ');
}
