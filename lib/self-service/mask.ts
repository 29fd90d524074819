/**
 * A delivery address as the order-tracking page shows it (issue 16): enough for the shopper to
 * recognise where the order goes, not enough for someone looking over a shoulder to find the
 * door. The last two comma-separated parts (locality, city) stay; every word before them keeps
 * its first character only.
 */
export function maskAddress(address: string): string {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const kept = parts.length > 2 ? parts.slice(-2) : parts.slice(-1);
  const hidden = parts.slice(0, parts.length - kept.length);
  const masked = hidden.map((part) =>
    part
      .split(' ')
      .map(
        (word) =>
          `${[...word][0] ?? ''}${'•'.repeat(Math.min(6, Math.max(2, [...word].length - 1)))}`,
      )
      .join(' '),
  );
  if (parts.length === 1) {
    // One part only: its last word shows, the rest is hidden.
    const words = parts[0].split(' ');
    if (words.length === 1) return `${[...words[0]][0] ?? ''}••••`;
    return [...words.slice(0, -1).map((w) => `${[...w][0]}••`), words.at(-1)].join(' ');
  }
  return [...masked, ...kept].join(', ');
}
