import 'server-only';
import DOMPurify from 'isomorphic-dompurify';

/**
 * The one place that sanitises HTML from content (FAQ answers, blog bodies, descriptions).
 * Scripts, event-handler attributes, `javascript:` and other non-web URLs, forms, frames and
 * styles never pass. Links that open a new tab get rel="noopener noreferrer".
 *
 * Content HTML is sanitised once, by the cached read (lib/<domain>/reads.ts) that loads it; pages
 * render it with SafeHtml and the JSON API answers it as it is. The type says which strings went
 * through: SafeHtml takes only a SanitizedHtml, which only sanitizeHtml makes.
 */
export type SanitizedHtml = string & { readonly __sanitized: unique symbol };

let hooked = false;

function ensureHooks() {
  if (hooked) return;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  hooked = true;
}

const CONFIG = {
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  ADD_ATTR: ['target'],
  FORBID_ATTR: ['style'],
};

export function sanitizeHtml(html: string | null | undefined): SanitizedHtml {
  if (!html) return '' as SanitizedHtml;
  ensureHooks();
  return DOMPurify.sanitize(html, CONFIG) as SanitizedHtml;
}

/** Plain text of an HTML fragment (for teasers, meta descriptions and cut-offs). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Block boundaries become spaces, so '<h2>Prevention</h2><p>Fungi' reads 'Prevention Fungi'.
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote|td|th|dt|dd)>|<br\s*\/?>/gi, '$& ');
  const text = DOMPurify.sanitize(spaced, {
    ALLOWED_TAGS: ['#text'],
    KEEP_CONTENT: true,
  }) as string;
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * HTML of plain text typed in the console (a medicine's details): every character escaped, one
 * paragraph per blank-line-separated block, single line breaks kept.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Text made safe to put inside HTML (an element's text or a quoted attribute). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
