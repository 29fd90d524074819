import { object, string } from 'yup';
import { PASSWORD_MAX_LENGTH } from './password';

/** The console's sign-in form, checked in the browser and again by its server action. */
export const signInSchema = object({
  email: string().trim().required('Please enter your e-mail').max(254, 'Please enter your e-mail'),
  password: string()
    .required('Please enter your password')
    .max(PASSWORD_MAX_LENGTH, 'Wrong e-mail or password'),
});

/** The second step's code: six digits (spaces allowed, as apps show '123 456'). */
export const codeSchema = object({
  code: string()
    .trim()
    .required('Enter the 6-digit code')
    .matches(/^\d{3}\s?\d{3}$/, 'Enter the 6-digit code'),
});
