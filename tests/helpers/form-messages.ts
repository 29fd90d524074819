/**
 * The spec's messages for a form sent empty, in the order the form shows them: one list for the
 * jest tests of a form and the Playwright spec of the same form.
 */

/** The callback form on a department page (its location is a choice among the branches). */
export const DEPARTMENT_CALLBACK_PROBLEMS = [
  'Patient Name is required',
  'Contact Number must be a 10-digit number',
  'Invalid email address',
  'Disease is required',
  'Please select your location',
];

/** The consultation form on /doctors (its location is typed). */
export const CONSULTATION_PROBLEMS = [
  'Patient Name is required',
  'Contact Number must be a 10-digit number',
  'Location is required',
  'Disease is required',
];

/** A job application sent empty: each field's message, as the schema and the API give them. */
export const EMPTY_APPLICATION_ERRORS = {
  name: 'Name is required',
  email: 'Invalid email address',
  phone_number: 'Phone number must be at least 10 digits',
  job_title: 'Job title is required',
  job_id: 'Job id is required',
  resume_pdf: 'Resume file is required',
};
