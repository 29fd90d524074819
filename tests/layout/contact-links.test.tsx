/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { FloatingContact } from '@/components/layout/floating-contact';
import { formatPhone, mailtoHref, telHref, whatsappHref } from '@/components/ui/contact-links';

describe('contact links', () => {
  it.each(['8045671108', '+91 80 4567 1108', '080-4567-1108'])(
    'dials the Indian number %p with +91 however it is stored',
    (stored) => {
      expect(telHref(stored)).toBe('tel:+918045671108');
    },
  );

  it('dials a short number such as 112 as it is', () => {
    expect(telHref('112')).toBe('tel:112');
  });

  it('builds the chat link as https://wa.me/91{number}', () => {
    expect(whatsappHref('9845012345')).toBe('https://wa.me/919845012345');
    expect(whatsappHref('+91 98450 12345')).toBe('https://wa.me/919845012345');
  });

  it('formats landlines and mobiles for reading', () => {
    expect(formatPhone('8045671108')).toBe('+91\u00a080\u00a04567\u00a01108');
    expect(formatPhone('9845012345')).toBe('+91\u00a098450\u00a012345');
    expect(formatPhone('112')).toBe('112');
    // No-break spaces: a number never wraps inside itself (the 375 px call buttons).
    expect(formatPhone('9845012345')).not.toMatch(/ /);
    expect(mailtoHref(' care@saithunga.example ')).toBe('mailto:care@saithunga.example');
  });
});

describe('FloatingContact', () => {
  it('links the messaging app in a new tab and the emergency number by phone', () => {
    render(<FloatingContact whatsapp="9845012345" emergencyCall="8045671108" />);
    const chat = screen.getByRole('link', { name: /WhatsApp/ });
    expect(chat).toHaveAttribute('href', 'https://wa.me/919845012345');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    const call = screen.getByRole('link', { name: /Emergency/ });
    expect(call).toHaveAttribute('href', 'tel:+918045671108');
    expect(call).toHaveAccessibleName(/^Emergency call \+91\s80\s4567\s1108$/);
  });
});
