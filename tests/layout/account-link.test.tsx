/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AccountLink } from '@/components/layout/account-link';
import { SIGNED_IN_HINT } from '@/lib/accounts/signed-in-hint';

describe('AccountLink', () => {
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ signedIn: true }) }));

  beforeAll(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
    document.cookie = `${SIGNED_IN_HINT}=1`;
  });

  it('asks once per page load, and a link drawn after the answer starts from it', async () => {
    const first = render(<AccountLink />);
    // Drawn as the server drew it until the answer is in.
    expect(screen.getByRole('link')).toHaveTextContent('Sign in');
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/account',
    );
    first.unmount();

    // The phone menu draws its link at each opening: 'My account' at once, no 'Sign in' flash.
    render(<AccountLink />);
    expect(screen.getByRole('link')).toHaveTextContent('My account');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
