/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/forms/contact-form';
import { JobApplicationForm, RELOAD_DELAY_MS } from '@/components/forms/job-application-form';
import { reloadPage } from '@/components/forms/reload-page';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import { exeBytes, pdfBytes } from '../helpers/files';
import { RETRY_LATER } from '@/components/forms/post-form';
import { mockFetchWithToasts, renderWithToaster, reply } from '../helpers/form-toasts';

jest.mock('@/components/forms/reload-page', () => ({ reloadPage: jest.fn() }));

// jsdom lacks what every browser has and the resume check uses: Blob.arrayBuffer and TextDecoder.
Object.assign(globalThis, { TextEncoder: NodeTextEncoder, TextDecoder: NodeTextDecoder });
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

const fetchMock = mockFetchWithToasts();

describe('ContactForm', () => {
  it('shows each problem as a toast and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithToaster(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const text of ['Name is required', 'Email is required', 'Message is required']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Name'), 'Meera');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a valid message, toasts success and clears the form', async () => {
    fetchMock.mockResolvedValue(reply({ message: 'Success' }));
    await sendContactMessage('<img src=x onerror=alert(1)>');
    expect(await screen.findByText('Submitted Successfully')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contactform/add_contactform',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      name: 'Meera',
      email: 'meera@example.com',
      message: '<img src=x onerror=alert(1)>',
    });
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
  });

  /** Fills the contact form with valid text and sends it. */
  async function sendContactMessage(message = 'Hi') {
    const user = userEvent.setup();
    renderWithToaster(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Meera');
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Message'), message);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
  }

  it('toasts the failure text when the server refuses', async () => {
    fetchMock.mockResolvedValue(reply({ error: 'x' }, 500));
    await sendContactMessage();
    expect(await screen.findByText('Failed to Submit')).toBeInTheDocument();
    // A server fault, unlike bad input, tells the visitor to try again.
    expect(await screen.findByText(RETRY_LATER)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Meera');
  });

  it("shows the server's own words under the failure text for a 429", async () => {
    const tooMany = 'Too many requests. Please wait a moment and try again.';
    fetchMock.mockResolvedValue(reply({ message: tooMany, code: 'rate_limited' }, 429));
    await sendContactMessage();
    expect(await screen.findByText('Failed to Submit')).toBeInTheDocument();
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
  });
});

describe('JobApplicationForm', () => {
  const job = { id: 7, title: 'Staff Nurse' };
  const pdfResume = () => new File([pdfBytes()], 'cv.pdf', { type: 'application/pdf' });

  /** Fills the form as Ravi with `resume` and sends it. */
  async function sendApplication(user: ReturnType<typeof userEvent.setup>, resume: File) {
    await user.type(screen.getByLabelText('Name'), 'Ravi');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.upload(screen.getByLabelText(/Resume/), resume);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  }

  function renderForm(onClose = jest.fn()) {
    renderWithToaster(<JobApplicationForm job={job} onClose={onClose} />);
    return onClose;
  }

  it('fills the job, closes on the icon, and toasts every problem', async () => {
    const user = userEvent.setup();
    const onClose = renderForm();
    expect(screen.getByLabelText('Job Title')).toHaveValue('Staff Nurse');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    for (const text of [
      'Name is required',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Resume file is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Phone Number'), '98765abc10');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Phone number must contain only digits')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '1234567890123456');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Phone number must be at most 15 digits')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close application form' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("toasts the server's refusal of a renamed program", async () => {
    // The page checks name and size; what the bytes are is judged by the server alone.
    const message = 'Resume file is not a valid .pdf, .doc or .docx document';
    fetchMock.mockResolvedValue(reply({ errors: { resume_pdf: message } }, 400));
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await sendApplication(user, new File([exeBytes()], 'resume.pdf'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uploads multipart data, toasts success and reloads the page', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const reload = jest.mocked(reloadPage);
    try {
      fetchMock.mockResolvedValue(reply({ message: 'Success' }));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderForm();
      await sendApplication(user, pdfResume());
      expect(await screen.findByText('Application submitted successfully')).toBeInTheDocument();
      const [url, init] = fetchMock.mock.calls[0];
      expect(url).toBe('/api/carrer/create_carrerform');
      const body = init.body as FormData;
      expect(body.get('job_id')).toBe('7');
      expect(body.get('job_title')).toBe('Staff Nurse');
      expect(body.get('phone_number')).toBe('9876543210');
      expect((body.get('resume_pdf') as File).name).toBe('cv.pdf');
      expect(reload).not.toHaveBeenCalled();
      // Stored once: until the reload, the button is off and a second press sends nothing.
      const button = screen.getByRole('button', { name: 'Submit Application' });
      expect(button).toBeDisabled();
      await user.click(button);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(RELOAD_DELAY_MS));
      expect(reload).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('toasts the failure text and the server field errors', async () => {
    fetchMock.mockResolvedValue(reply({ errors: { job_id: 'This job is no longer open' } }, 400));
    const user = userEvent.setup();
    renderForm();
    await sendApplication(user, pdfResume());
    expect(await screen.findByText('Failed to submit application')).toBeInTheDocument();
    expect(await screen.findByText('This job is no longer open')).toBeInTheDocument();
  });
});
