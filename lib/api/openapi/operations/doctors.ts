/** The doctor calls (lib/doctors/api-shape.ts) and the live schedule the booking page reads. */
import * as answers from '@/lib/doctors/api-contract';
import { DEPARTMENT_BY_NAME } from '@/lib/departments/api-shape';
import { errorAnswer } from '../answers';
import type { Operation } from '../operation';
import { idParameter } from '../params';
import { read, recordRead } from './reads';

const TAG = 'Doctors and booking';

const unknownDoctor = errorAnswer(
  "`not_found`: 'Doctor not found': no verified doctor has this id, or it is not a doctor id.",
);

export const DOCTOR_OPERATIONS: Operation[] = [
  read(
    TAG,
    '/api/getalldoctors',
    'getAllDoctors',
    'Every verified doctor',
    answers.doctorListAnswerSchema,
  ),
  read(
    TAG,
    '/api/doctor/get_doctor',
    'getDoctors',
    'Every verified doctor (as /api/getalldoctors)',
    answers.doctorListAnswerSchema,
  ),
  read(
    TAG,
    '/api/doctor/verifieddoctor',
    'getVerifiedDoctors',
    'Every verified doctor, in data.data',
    answers.nestedDoctorListAnswerSchema,
  ),
  read(
    TAG,
    '/api/doctor/get_doctor/{id}',
    'getDoctorProfile',
    "One verified doctor's whole profile",
    answers.doctorOneAnswerSchema,
    {
      description: "The message is 'success', lower-case, as the spec gives it for this call.",
      parameters: [idParameter('id', 'doctor')],
      responses: {
        400: errorAnswer('`invalid_input`: `id` is not a doctor id; `errors.id` says so.'),
        404: errorAnswer("`not_found`: 'Doctor not found', or the doctor is not verified."),
      },
    },
  ),
  read(
    TAG,
    '/api/doctor/get_doctorone/{id}',
    'getBookableDoctor',
    'One verified doctor as stored, with the fee in rupees and paise (the appointment summary)',
    answers.bookableDoctorAnswerSchema,
    {
      caching: 'no-store',
      parameters: [idParameter('id', 'doctor')],
      responses: { 404: unknownDoctor },
    },
  ),
  recordRead(
    TAG,
    '/api/doctorbydepartment/{departmentName}',
    'departmentName',
    DEPARTMENT_BY_NAME,
    'getDoctorsOfDepartment',
    "A department's verified doctors, in data.data",
    answers.nestedDoctorListAnswerSchema,
    { description: 'An unknown department is a 404, not an empty list.' },
  ),
  read(
    TAG,
    '/api/doctorschedule/{id}',
    'getDoctorSchedule',
    "A doctor's live slots from today (India) on, in data[0].schedules",
    answers.scheduleAnswerSchema,
    {
      description:
        'Live: never cached by HTTP caches. A slot another patient holds or has booked is `isBooked: true`; a server keeps the answer for about a second.',
      caching: 'no-store',
      parameters: [idParameter('id', 'doctor')],
      responses: { 404: unknownDoctor },
    },
  ),
];
