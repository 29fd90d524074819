/**
 * Every POST endpoint of the README's API table, in its order: a valid request built on a fresh
 * world and each field the fuzz suite replaces, with the kind of value it holds.
 */
import { pdfBytes } from '../helpers/files';
import { REVALIDATE_SECRET } from './fuzz-env';
import { cartItemFields, encodePathSegment, f, type Endpoint } from './fuzz-fields';
import { PAYMENT_ENDPOINTS } from './fuzz-payment-endpoints';

export type { Endpoint, FieldKind, FieldSpec } from './fuzz-fields';

export const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/booking/create_booking',
    route: 'booking',
    encoding: 'json',
    path: '/api/booking/create_booking',
    fields: [
      f(['patient_name'], 'text'),
      f(['contact_number'], 'format'),
      f(['email_id'], 'format'),
      f(['disease'], 'text'),
      f(['address'], 'text'),
      f(['page_name'], 'text'),
      f(['form'], 'enum', { optional: true }),
    ],
    prepare: async () => ({
      body: {
        patient_name: 'Asha Rao',
        contact_number: '9876543210',
        email_id: 'asha@example.com',
        disease: 'Fever and cough',
        address: 'Indiranagar',
        page_name: 'cardiology',
        form: 'department',
      },
    }),
  },
  {
    name: 'POST /api/contactform/add_contactform',
    route: 'contact',
    encoding: 'json',
    path: '/api/contactform/add_contactform',
    fields: [f(['name'], 'text'), f(['email'], 'format'), f(['message'], 'text')],
    prepare: async () => ({
      body: { name: 'Meera', email: 'meera@example.com', message: 'What are the visiting hours?' },
    }),
  },
  {
    name: 'POST /api/carrer/create_carrerform',
    route: 'career',
    encoding: 'multipart',
    path: '/api/carrer/create_carrerform',
    fields: [
      f(['name'], 'text'),
      f(['email'], 'format'),
      f(['phone_number'], 'format'),
      f(['job_title'], 'text', { stored: false }),
      f(['job_id'], 'format'),
      f(['resume_pdf'], 'file'),
    ],
    prepare: async (app) => ({
      body: {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone_number: '9876543210',
        job_title: 'Staff Nurse',
        job_id: String(app.world.jobId),
        resume_pdf: new File([pdfBytes()], 'resume.pdf', { type: 'application/pdf' }),
      },
    }),
  },
  {
    name: 'POST /api/blog/{id}/view',
    route: 'blogView',
    encoding: 'path',
    path: (params) => `/api/blog/${encodePathSegment(params.id ?? '')}/view`,
    fields: [f(['id'], 'path')],
    prepare: async (app) => ({ body: { id: String(app.world.blogId) } }),
  },
  ...PAYMENT_ENDPOINTS,
  {
    name: 'POST /api/coupon/check',
    route: 'coupon',
    encoding: 'json',
    path: '/api/coupon/check',
    fields: [f(['code'], 'format')],
    prepare: async () => ({ body: { code: 'WELCOME10' } }),
  },
  {
    name: 'POST /api/pharmacycart/add_pharmacycart',
    route: 'cartQuote',
    encoding: 'json',
    path: '/api/pharmacycart/add_pharmacycart',
    fields: cartItemFields,
    prepare: async (app) => ({
      body: { items: [{ id: app.world.medicineIds[0], quantity: 2 }] },
    }),
  },
  {
    name: 'POST /api/lab/cart',
    route: 'labCartQuote',
    encoding: 'json',
    path: '/api/lab/cart',
    fields: cartItemFields,
    prepare: async (app) => ({ body: { items: [{ id: app.world.labTestId, quantity: 2 }] } }),
  },
  {
    name: 'POST /api/pharmacy/prescriptions',
    route: 'prescription',
    encoding: 'multipart',
    path: '/api/pharmacy/prescriptions',
    fields: [f(['file'], 'file')],
    prepare: async () => ({
      body: { file: new File([pdfBytes()], 'prescription.pdf', { type: 'application/pdf' }) },
    }),
  },
  {
    name: 'POST /api/revalidate',
    route: 'revalidate',
    encoding: 'json',
    path: '/api/revalidate',
    fields: [
      f(['tags'], 'list'),
      f(['tags', 0], 'enum', { errorKeys: ['tags[0]', 'tags'] }),
      f(['header', 'x-revalidate-secret'], 'header'),
    ],
    prepare: async () => ({
      body: { tags: ['doctors'] },
      headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
    }),
  },
  {
    name: 'POST /api/vitals',
    route: 'vitals',
    encoding: 'json',
    path: '/api/vitals',
    fields: [
      f(['template'], 'enum'),
      f(['device'], 'enum'),
      f(['connection'], 'enum'),
      f(['metrics'], 'list'),
      f(['metrics', 0], 'object'),
      f(['metrics', 0, 'name'], 'enum'),
      f(['metrics', 0, 'value'], 'number'),
    ],
    prepare: async () => ({
      body: {
        template: '/pharmacy/[medname]',
        device: 'mobile',
        connection: '4g',
        metrics: [
          { name: 'LCP', value: 2310 },
          { name: 'CLS', value: 0.02 },
        ],
      },
    }),
  },
];
