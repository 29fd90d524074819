/** Small helpers for writing demo HTML safely. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function p(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

export function ul(items: string[]): string {
  return `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
}

/** A meta description: the first sentence(s) of `text`, at most 160 characters. */
export function metaDescription(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]/g) ?? [text];
  let out = '';
  for (const s of sentences) {
    const next = (out + s).trim();
    if (next.length > 160) break;
    out = next + ' ';
  }
  out = out.trim();
  return out || `${text.slice(0, 157).trimEnd()}...`;
}
