/** @jest-environment jsdom */
/**
 * Issue 51: the pincode messages never contradict each other, and one field shows one toast at a
 * time. One module decides (components/pharmacy/pincode-check.ts) for the medicine page's pincode
 * box and the cart's delivery form: malformed is invalid (not 'Not serviceable'), outside the
 * area is only the not-deliverable message, and only a deliverable pincode is 'saved'.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DeliveryForm } from '@/components/cart/delivery-form';
import { pincodeVerdict } from '@/components/pharmacy/pincode-check';
import { PincodeForm, PINCODE_KEY } from '@/components/pharmacy/pincode-form';
import { NOT_SERVICEABLE, notServiceableMessage } from '@/lib/pharmacy/delivery-area';
import { addDays, indiaToday } from '@/lib/time/india';
import { fetchReply } from '../helpers/fetch-reply';
import { mockFetchWithToasts, renderWithToaster } from '../helpers/form-toasts';
import { typeThenHydrate, unmountHydrated } from '../helpers/typed-early';

const fetchMock = mockFetchWithToasts();
const INVALID = 'Pincode must be 6 digits';
const SAVED = 'Pincode saved successfully';
const INFO_SAVED = 'Info Saved Successfully.';

/** The pincode API: 560038 served, every other pincode not. */
function answerPincodes() {
  fetchMock.mockImplementation(async (url: string) =>
    String(url).endsWith('/560038')
      ? fetchReply(200, {
          data: {
            serviceable: true,
            area: 'Indiranagar',
            delivery_fee: 0,
            delivery_by: 'Thu, 27 Nov',
          },
        })
      : fetchReply(200, { data: { serviceable: false } }),
  );
}

const toasts = () => document.querySelectorAll('[data-sonner-toast]');

beforeEach(() => {
  localStorage.clear();
  answerPincodes();
});

describe('the pincode verdict', () => {
  const served = {
    state: 'served',
    pincode: '560038',
    area: 'x',
    feePaise: 0,
    deliveryBy: '',
  } as const;
  it.each([
    ['', { state: 'none' }, { ok: false, message: 'Pincode is required' }],
    ['12ab', { state: 'invalid', pincode: '12ab' }, { ok: false, message: INVALID }],
    ['012345', { state: 'invalid', pincode: '012345' }, { ok: false, message: INVALID }],
    [
      '110001',
      { state: 'not-served', pincode: '110001' },
      { ok: false, message: notServiceableMessage('110001') },
    ],
    ['560038', served, { ok: true, message: SAVED }],
    ['560038', { state: 'unknown', pincode: '560038' }, { ok: true, message: SAVED }],
  ] as const)('%j, %j', (value, check, expected) => {
    expect(pincodeVerdict(value, check, SAVED)).toMatchObject(expected);
  });
});

describe('the medicine page’s pincode box', () => {
  afterEach(unmountHydrated);

  async function apply(value: string) {
    fireEvent.change(screen.getByLabelText('Delivery pincode'), { target: { value } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
  }

  it('12ab is invalid: no "Not serviceable", nothing saved', async () => {
    renderWithToaster(<PincodeForm />);
    await apply('12ab');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).toBeNull();
    expect(document.body.textContent).not.toContain(NOT_SERVICEABLE);
    expect(localStorage.getItem(PINCODE_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Apply judges and saves what was typed before the box hydrated', async () => {
    await typeThenHydrate(<PincodeForm />, { 'Delivery pincode': '560038' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    await waitFor(() => expect(localStorage.getItem(PINCODE_KEY)).toBe('560038'));
    expect(screen.getByLabelText('Delivery pincode')).toHaveValue('560038');
  });

  it('drawn in the browser with a saved pincode, follows a pincode saved in another tab', async () => {
    localStorage.setItem(PINCODE_KEY, '560038');
    renderWithToaster(<PincodeForm />);
    const box = screen.getByLabelText('Delivery pincode');
    expect(box).toHaveValue('560038');
    act(() => {
      localStorage.setItem(PINCODE_KEY, '560001');
      window.dispatchEvent(new StorageEvent('storage', { key: PINCODE_KEY }));
    });
    expect(box).toHaveValue('560001');
  });

  it('110001 is only not deliverable; 560038 is saved; one toast at a time', async () => {
    renderWithToaster(<PincodeForm />);
    await apply('110001');
    expect(await screen.findByText(notServiceableMessage('110001'))).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).toBeNull();
    expect(screen.getByTestId('pincode-note')).toHaveTextContent('110001: Not serviceable.');

    await apply('12ab');
    await apply('560038');
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(localStorage.getItem(PINCODE_KEY)).toBe('560038');
  });
});

describe('the cart’s delivery form', () => {
  const FIELDS: [string, string][] = [
    ['Full name', 'Asha Rao'],
    ['Email', 'asha@example.com'],
    ['Phone number', '9876543210'],
    ['Delivery address', '12 CMH Road, Indiranagar, Bangalore'],
    ['Expected date', addDays(indiaToday(), 2)],
    ['Expected time', '14:30'],
  ];

  async function save(pincode: string) {
    for (const [label, value] of [...FIELDS, ['Pincode', pincode]]) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Info' }));
    });
  }

  it('110001: only the not-deliverable message, nothing saved, nothing saying saved', async () => {
    const onSave = jest.fn();
    renderWithToaster(<DeliveryForm saved={null} onSave={onSave} />);
    await save('110001');
    await waitFor(() =>
      expect(screen.getAllByText(notServiceableMessage('110001')).length).toBeGreaterThan(0),
    );
    expect(screen.queryByText(INFO_SAVED)).toBeNull();
    expect(onSave).not.toHaveBeenCalled();

    await save('560038');
    expect(await screen.findByText(INFO_SAVED)).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ pincode: '560038' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
  });
});
