/** @jest-environment jsdom */
/**
 * The cart's prescription panel: a page whose upload ends after the shopper ticked 'A pharmacist
 * will call me' (or removed another page) is added to the choice as it is then, not as it was
 * when the upload began.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

jest.mock('@/components/layout/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

import {
  NO_PRESCRIPTION,
  PrescriptionPanel,
  type PrescriptionChoice,
} from '@/components/cart/prescription-panel';

/** The panel in a cart's state; the choice written out for the test to read. */
function Cart() {
  const [value, setValue] = useState<PrescriptionChoice>(NO_PRESCRIPTION);
  return (
    <>
      <PrescriptionPanel value={value} onChange={setValue} />
      <output data-testid="choice">{JSON.stringify(value)}</output>
    </>
  );
}

const latest = (): PrescriptionChoice =>
  JSON.parse(screen.getByTestId('choice').textContent ?? '{}') as PrescriptionChoice;

it('keeps a tick made while a page was uploading', async () => {
  let answer: (value: unknown) => void = () => {};
  global.fetch = jest.fn(
    () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  ) as unknown as typeof fetch;
  const { container } = render(<Cart />);
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([new Uint8Array([1, 2, 3])], 'rx.png', { type: 'image/png' });
  // jsdom's File has no arrayBuffer, which the panel's size check looks for.
  Object.defineProperty(file, 'arrayBuffer', { value: async () => new ArrayBuffer(3) });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  // While the page is on its way, the shopper also asks for a call.
  fireEvent.click(screen.getByRole('checkbox'));
  expect(latest().callMe).toBe(true);
  expect(global.fetch).toHaveBeenCalledTimes(1);
  await act(async () => {
    answer({ ok: true, status: 201, json: async () => ({ data: { prescription_id: 'tok_1' } }) });
  });
  expect(latest()).toEqual({ pages: [{ token: 'tok_1', name: 'rx.png' }], callMe: true });
});
