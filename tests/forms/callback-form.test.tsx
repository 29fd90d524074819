/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallbackForm } from '@/components/forms/callback-form';
import { ConsultationForm } from '@/components/forms/consultation-form';
import { CONSULTATION_PROBLEMS, DEPARTMENT_CALLBACK_PROBLEMS } from '../helpers/form-messages';
import { mockFetchWithToasts, renderWithToaster, reply } from '../helpers/form-toasts';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const fetchMock = mockFetchWithToasts();
beforeEach(() => push.mockReset());

function renderForm(variant: 'department' | 'treatment') {
  return renderWithToaster(
    <CallbackForm
      pageName="cardiology"
      variant={variant}
      locations={['Indiranagar', 'Whitefield']}
    />,
  );
}

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  variant: 'department' | 'treatment',
) {
  await user.type(screen.getByLabelText('Patient Name'), 'Asha <b>Rao</b>');
  await user.type(screen.getByLabelText('Contact Number'), '9876543210');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Disease (comma separated)'), 'fever, cough');
  if (variant === 'department')
    await user.selectOptions(screen.getByLabelText('Location'), 'Whitefield');
  else await user.type(screen.getByLabelText('Address'), '12 MG Road');
}

describe('CallbackForm', () => {
  it('shows every message on the department page, the location one included', async () => {
    const user = userEvent.setup();
    renderForm('department');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    for (const text of DEPARTMENT_CALLBACK_PROBLEMS) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(
      'Please select your location',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a typed address on the treatment page and refuses 11 digits', async () => {
    const user = userEvent.setup();
    renderForm('treatment');
    await user.type(screen.getByLabelText('Contact Number'), '98765432101');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Contact Number must be a 10-digit number')).toBeInTheDocument();
    expect(screen.queryByText('Please select your location')).not.toBeInTheDocument();
  });

  it('posts, shows Booking..., resets, toasts and goes to /doctors', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm('department');
    await fillValid(user, 'department');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByRole('button', { name: 'Booking...' })).toBeDisabled();

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/booking/create_booking');
    expect(JSON.parse(init.body)).toEqual({
      patient_name: 'Asha <b>Rao</b>',
      contact_number: '9876543210',
      email_id: 'asha@example.com',
      disease: 'fever, cough',
      address: 'Whitefield',
      page_name: 'cardiology',
      form: 'department',
    });
    answer(reply({ message: 'Success' }));
    expect(await screen.findByText('Our Team will connect with you soon.')).toBeInTheDocument();
    expect(push).toHaveBeenCalledWith('/doctors');
    expect(screen.getByLabelText('Patient Name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });

  it('shows the non-200 message and the server field errors', async () => {
    fetchMock.mockResolvedValue(
      reply({ errors: { contact_number: 'Contact Number must be a 10-digit number' } }, 400),
    );
    const user = userEvent.setup();
    renderForm('treatment');
    await fillValid(user, 'treatment');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText('Failed to submit data. Please try again.')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Patient Name')).toHaveValue('Asha <b>Rao</b>');
  });

  it('shows the network message when the call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderForm('treatment');
    await fillValid(user, 'treatment');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(
      await screen.findByText('An error occurred while submitting form data. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('ConsultationForm', () => {
  it('validates its four fields and stores a doctors-page callback request', async () => {
    fetchMock.mockResolvedValue(reply({ message: 'Success' }));
    const user = userEvent.setup();
    renderWithToaster(<ConsultationForm />);
    await user.click(screen.getByRole('button', { name: 'Get Consultation' }));
    for (const text of CONSULTATION_PROBLEMS) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/Patient Name/), 'Kiran');
    await user.type(screen.getByLabelText(/Mobile Number/), '9123456780');
    await user.type(screen.getByLabelText(/Location/), 'Jayanagar');
    await user.type(screen.getByLabelText(/Disease/), 'migraine');
    await user.click(screen.getByRole('button', { name: 'Get Consultation' }));
    expect(await screen.findByText('Our Team will connect with you soon.')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      patient_name: 'Kiran',
      contact_number: '9123456780',
      address: 'Jayanagar',
      disease: 'migraine',
      page_name: 'doctors',
      form: 'doctors',
    });
    await waitFor(() => expect(screen.getByLabelText(/Patient Name/)).toHaveValue(''));
  });
});
