import { htmlToText, sanitizeHtml } from '@/lib/sanitize';
import { serializeJsonLd } from '@/lib/seo/json-ld';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links but keeps content markup', () => {
    const dirty =
      '<h2>Care</h2><p onclick="x()">Text<script>alert(1)</script></p>' +
      '<img src="/a.svg" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' +
      '<a href="/doctors" target="_blank">ok</a><iframe src="https://evil"></iframe>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<h2>Care</h2>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(clean).toContain('href="/doctors"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('gives plain text for teasers', () => {
    expect(htmlToText('<p>Heart &amp; lungs</p>\n<p>care</p>')).toBe('Heart & lungs care');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('<p>away.</p><h2>Prevention</h2><p>Fungi<br>love</p>')).toBe(
      'away. Prevention Fungi love',
    );
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
  });
});
