/** @jest-environment jsdom */
/**
 * A form's field problems as toasts (components/forms/toast-errors.ts): one toast a field, a new
 * press takes its place, and a new message shows even when the field's last toast was just ending.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { toastFieldErrors } from '@/components/forms/toast-errors';
import { mockFetchWithToasts, renderWithToaster } from '../helpers/form-toasts';

mockFetchWithToasts();

/** The toasts on screen whose text includes `text`. */
const toasts = (text: string) =>
  [...document.querySelectorAll('[data-sonner-toast]')].filter(
    (el) => el.textContent?.includes(text) && el.getAttribute('data-removed') !== 'true',
  );

it("replaces a field's toast with the new problem, never stacking them", async () => {
  renderWithToaster(<p>form</p>);
  act(() => void toastFieldErrors('career', { resume_pdf: 'Resume must be a .pdf file' }));
  expect(await screen.findByText('Resume must be a .pdf file')).toBeInTheDocument();
  act(() => void toastFieldErrors('career', { resume_pdf: 'Resume must be at most 5 MB' }));
  expect(await screen.findByText('Resume must be at most 5 MB')).toBeInTheDocument();
  await waitFor(() => expect(toasts('Resume must be a .pdf file')).toHaveLength(0));
  act(() => void toastFieldErrors('career', { resume_pdf: 'Resume must be at most 5 MB' }));
  await waitFor(() => expect(toasts('Resume must be at most 5 MB')).toHaveLength(1));
});

it("shows the new problem when the field's last toast is ending just then", async () => {
  renderWithToaster(<p>form</p>);
  act(() => void toastFieldErrors('career', { resume_pdf: 'Resume must be a .pdf file' }));
  expect(await screen.findByText('Resume must be a .pdf file')).toBeInTheDocument();
  // Its time is up (every toast on screen is taken away), as the next press comes.
  act(() => void sonner.dismiss());
  act(() => void toastFieldErrors('career', { resume_pdf: 'Resume must be at most 5 MB' }));
  expect(await screen.findByText('Resume must be at most 5 MB')).toBeInTheDocument();
  // Still there once the old toast's exit is over.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(toasts('Resume must be at most 5 MB')).toHaveLength(1);
});
