/** @jest-environment jsdom */
/**
 * The doctor's e-prescription form drawn by the server: what was typed before React hydrated it
 * (diagnosis, advice, a catalogue search) is kept and used, and a search that fails says so
 * instead of showing nothing.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PrescriptionForm } from '@/components/prescriptions/prescription-form';
import type { CatalogueHit } from '@/lib/prescriptions/catalogue';
import { typeThenHydrate, unmountHydrated } from '../helpers/typed-early';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }),
}));

const HIT: CatalogueHit = {
  kind: 'medicine',
  id: 7,
  name: 'Cefidil 200 mg Tablet',
  detail: 'Strip of 10 tablets',
  list: 'A',
};
const search = jest.fn<Promise<CatalogueHit[]>, [string, string]>();

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  search.mockReset();
});

afterEach(() => {
  unmountHydrated();
  jest.useRealTimers();
});

const form = () => (
  <PrescriptionForm
    action={async () => null}
    search={search}
    reference="VC-TEST"
    mode="video"
    consultationType="follow_up"
  />
);

/** The form typed into before it hydrated, once its searches' pause (250 ms) has passed. */
async function typeThenSearch(typed: Record<string, string>) {
  const container = await typeThenHydrate(form(), typed);
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  return container;
}

const payload = (container: HTMLElement) =>
  JSON.parse((container.querySelector('input[name="prescription"]') as HTMLInputElement).value) as {
    diagnosis: string;
    advice: string;
  };

describe('the e-prescription form', () => {
  it('keeps what was typed before it hydrated and searches for it', async () => {
    search.mockResolvedValue([HIT]);
    const container = await typeThenSearch({
      'Diagnosis or provisional diagnosis': 'Acute pharyngitis',
      'Find a medicine': 'Cefi',
      Advice: 'Warm saline gargles.',
    });
    expect(search).toHaveBeenCalledWith('medicine', 'Cefi');
    expect(screen.getByRole('button', { name: `Add ${HIT.name}` })).toBeVisible();
    expect(payload(container)).toMatchObject({
      diagnosis: 'Acute pharyngitis',
      advice: 'Warm saline gargles.',
    });
  });

  it('is signed only once it has hydrated: a submit before would send an empty payload', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    expect(
      within(container).getByRole('button', { name: 'Sign and send e-prescription' }),
    ).toBeDisabled();
    await typeThenSearch({});
    expect(screen.getByRole('button', { name: 'Sign and send e-prescription' })).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Add a medicine not in the catalogue' }),
    ).toBeEnabled();
  });

  it('says when the catalogue cannot be searched, until the search changes', async () => {
    search.mockRejectedValue(new Error('offline'));
    await typeThenSearch({ 'Find a lab test': 'Lipid' });
    expect(search).toHaveBeenCalledWith('investigation', 'Lipid');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The catalogue could not be searched just now. Type again, or add the line by hand.',
    );
    search.mockResolvedValue([]);
    fireEvent.change(screen.getByLabelText('Find a lab test'), { target: { value: 'Lipo' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
