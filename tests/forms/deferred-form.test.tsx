/** @jest-environment jsdom */
// First: the actions' mock factory below needs it while the forms load.
import { formActionsMock } from '../helpers/render-page';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { CallbackFormView } from '@/components/forms/callback-form-view';
import { DeferredForm } from '@/components/forms/deferred-form';
import {
  DeferredCallbackForm,
  DeferredConsultationForm,
  DeferredContactForm,
} from '@/components/forms/lazy-forms';
import { mockFetchWithToasts, renderWithToaster } from '../helpers/form-toasts';

/** The working callback form, without counting it as loaded by a page. */
const callbackForm = () =>
  (
    jest.requireActual(
      '@/components/forms/callback-form',
    ) as typeof import('@/components/forms/callback-form')
  ).CallbackForm;

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
// The forms' server actions (what a submit before the script posts to) run on the server only;
// e2e/forms-without-js.spec.ts sends them from the server's HTML.
jest.mock('@/app/(site)/forms/actions', () => formActionsMock());

// Counts how often the working forms' modules are evaluated, i.e. fetched by the browser.
const mockLoaded: string[] = [];
jest.mock('@/components/forms/callback-form', () => {
  mockLoaded.push('callback-form');
  return jest.requireActual('@/components/forms/callback-form');
});
jest.mock('@/components/forms/contact-form', () => {
  mockLoaded.push('contact-form');
  return jest.requireActual('@/components/forms/contact-form');
});
jest.mock('@/components/forms/consultation-form', () => {
  mockLoaded.push('consultation-form');
  return jest.requireActual('@/components/forms/consultation-form');
});

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let nearScreen: Callback = () => undefined;
const fetchMock = mockFetchWithToasts();

beforeEach(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(cb: Callback) {
      nearScreen = cb;
    }
    observe() {}
    disconnect() {}
  };
  push.mockReset();
});

const DEPARTMENT = {
  pageName: 'cardiology',
  variant: 'department' as const,
  locations: ['Indiranagar', 'Whitefield'],
};

/** The department callback form, whose working code arrives only when `arrive()` is called. */
function renderWithLateScript() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  render(
    <DeferredForm
      load={() => arrived.then(callbackForm)}
      props={DEPARTMENT}
      shell={(bind) => <CallbackFormView {...DEPARTMENT} bind={bind} />}
    />,
  );
  return { arrive: () => arrive() };
}

describe('DeferredCallbackForm', () => {
  it('draws the whole form in the server HTML without loading its script', () => {
    const html = renderToString(<DeferredCallbackForm {...DEPARTMENT} />);
    for (const text of ['Book FREE Doctor Appointment', 'Patient Name', 'Contact Number']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<option value="Whitefield">Whitefield</option>');
    expect(html).toContain('Book Appointment');
    expect(mockLoaded).toEqual([]);
  });

  it('loads at the first focus, and the working form takes over when the focus leaves it', async () => {
    const user = userEvent.setup();
    render(<DeferredCallbackForm {...DEPARTMENT} />);
    expect(mockLoaded).toEqual([]);
    const shellInput = screen.getByLabelText('Patient Name');
    await user.click(shellInput);
    await waitFor(() => expect(mockLoaded).toEqual(['callback-form']));
    await user.type(screen.getByLabelText('Contact Number'), '123');
    // Still the shell while the visitor is in the form.
    expect(screen.getByLabelText('Patient Name')).toBe(shellInput);
    await user.click(document.body);
    // Now formik's: the wrong number of the field left is reported.
    expect(await screen.findByText('Contact Number must be a 10-digit number')).toBeInTheDocument();
    expect(screen.getByLabelText('Patient Name')).not.toBe(shellInput);
  });

  it('never swaps under a typing visitor, and hands what was typed to the working form', async () => {
    const { arrive } = renderWithLateScript();
    const user = userEvent.setup();
    // The shell's fields are real inputs: typing starts before the script has arrived.
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.selectOptions(screen.getByLabelText('Location'), 'Whitefield');
    await user.type(screen.getByLabelText('Patient Name'), 'Asha');
    const shellInput = screen.getByLabelText('Patient Name');
    await act(async () => arrive());
    // The script is here, but the visitor is typing: the field and its caret stay as they are.
    expect(screen.getByLabelText('Patient Name')).toBe(shellInput);
    expect(shellInput).toHaveFocus();
    await user.keyboard(' Rao');

    await user.click(document.body);
    const input = screen.getByLabelText('Patient Name');
    expect(input).not.toBe(shellInput);
    expect(input).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Location')).toHaveValue('Whitefield');
  });

  it('takes over at once when the visitor is elsewhere, with the errors of the fields left', async () => {
    const { arrive } = renderWithLateScript();
    const user = userEvent.setup();
    const shellInput = screen.getByLabelText('Patient Name');
    await user.type(screen.getByLabelText('Contact Number'), '123');
    await user.click(document.body);
    expect(screen.getByLabelText('Patient Name')).toBe(shellInput);
    await act(async () => arrive());
    expect(screen.getByLabelText('Patient Name')).not.toBe(shellInput);
    // Contact Number was left: its error shows. Email was never touched: no error.
    expect(await screen.findByText('Contact Number must be a 10-digit number')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('loses no letter typed between reading the shell and the swap', async () => {
    const { arrive } = renderWithLateScript();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(document.body);
    await act(async () => {
      arrive();
      // The working form has read the shell and takes over: a letter typed now (a test's fill,
      // a quick visitor) lands in whichever field is on the page, and must be there afterwards.
      await new Promise((resolve) => setTimeout(resolve, 0));
      fireEvent.change(screen.getByLabelText('Patient Name'), { target: { value: 'Asha' } });
    });
    expect(screen.getByLabelText('Patient Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('keeps a click whose press began before the script arrived', async () => {
    const { arrive } = renderWithLateScript();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Book Appointment' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    // The script arrives while the button is held down: the shell stays until the click.
    await act(async () => arrive());
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBe(button);
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(await screen.findByText('Patient Name is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Appointment' })).not.toBe(button);
  });

  it('does not wait forever for a press that never ends in pointerup', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const { arrive } = renderWithLateScript();
      const button = screen.getByRole('button', { name: 'Book Appointment' });
      // A right-click on macOS: pointerdown, then the context menu, and no pointerup.
      fireEvent.pointerDown(button, { pointerId: 1, button: 2 });
      await act(async () => arrive());
      expect(screen.getByRole('button', { name: 'Book Appointment' })).toBe(button);
      fireEvent.contextMenu(window);
      await act(async () => {
        jest.advanceTimersByTime(10);
      });
      expect(screen.getByRole('button', { name: 'Book Appointment' })).not.toBe(button);
    } finally {
      jest.useRealTimers();
    }
  });

  it('carries out a submit even while a press that never ended holds the shell', async () => {
    const { arrive } = renderWithLateScript();
    const button = screen.getByRole('button', { name: 'Book Appointment' });
    // A press that no pointerup, pointercancel or context menu ever ends.
    fireEvent.pointerDown(button, { pointerId: 1 });
    await act(async () => arrive());
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBe(button);
    // Enter in a field submits the form: the working form takes over and answers it.
    fireEvent.submit(button.closest('form')!);
    expect(await screen.findByText('Patient Name is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Appointment' })).not.toBe(button);
  });

  it('sends to its server action, never putting details into the URL', () => {
    const html = renderToString(<DeferredCallbackForm {...DEPARTMENT} />);
    expect(html).toMatch(/<form[^>]*action="/);
    expect(html).not.toMatch(/<form[^>]*method="get"/i);
    // What the working form keeps in its values travels with a submit made without it.
    expect(html).toContain('<input type="hidden" name="page_name" value="cardiology"/>');
    expect(html).toContain('<input type="hidden" name="form" value="department"/>');
  });

  it('tries again at the next touch when the script failed to load', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockImplementation(async () => callbackForm());
    const user = userEvent.setup();
    render(
      <DeferredForm
        load={load}
        props={DEPARTMENT}
        shell={(bind) => <CallbackFormView {...DEPARTMENT} bind={bind} />}
      />,
    );
    await user.click(screen.getByLabelText('Patient Name'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await user.click(screen.getByLabelText('Email'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText('Patient Name is required')).toBeInTheDocument();
  });

  it('carries out a submit pressed before the script arrived', async () => {
    fetchMock.mockResolvedValue({ status: 200, json: async () => ({ message: 'Success' }) });
    const user = userEvent.setup();
    renderWithToaster(
      <DeferredCallbackForm pageName="knee-replacement" variant="treatment" locations={[]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText('Patient Name is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('submits typed values with the page name once the working form takes over', async () => {
    fetchMock.mockResolvedValue({ status: 200, json: async () => ({ message: 'Success' }) });
    const user = userEvent.setup();
    renderWithToaster(<DeferredCallbackForm {...DEPARTMENT} />);
    await user.type(screen.getByLabelText('Patient Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Contact Number'), '9876543210');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Disease (comma separated)'), 'fever');
    await user.selectOptions(screen.getByLabelText('Location'), 'Whitefield');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText('Our Team will connect with you soon.')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      patient_name: 'Asha Rao',
      contact_number: '9876543210',
      email_id: 'asha@example.com',
      disease: 'fever',
      address: 'Whitefield',
      page_name: 'cardiology',
      form: 'department',
    });
    expect(push).toHaveBeenCalledWith('/doctors');
  });
});

describe('DeferredConsultationForm', () => {
  it('loads when the form comes near the screen, not before', async () => {
    render(<DeferredConsultationForm />);
    expect(screen.getByRole('form', { name: 'Request a consultation' })).toBeInTheDocument();
    expect(mockLoaded).not.toContain('consultation-form');

    act(() => nearScreen([{ isIntersecting: false }]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockLoaded).not.toContain('consultation-form');

    act(() => nearScreen([{ isIntersecting: true }]));
    await waitFor(() => expect(mockLoaded).toContain('consultation-form'));
    // The working form is in place: a submit now validates.
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/Patient Name/)).not.toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Get Consultation' }));
    expect(await screen.findByText('Location is required')).toBeInTheDocument();
  });
});

describe('DeferredContactForm', () => {
  it('answers a Send Message pressed before its script arrived with the field toasts', async () => {
    const user = userEvent.setup();
    renderWithToaster(<DeferredContactForm />);
    expect(mockLoaded).not.toContain('contact-form');
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(mockLoaded).toContain('contact-form');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
