/**
 * Every operation of the API, by tag. A new route is added here (in its tag's file) in the same
 * change: the contract test walks app/api and fails on a route file or method not documented.
 */
import type { Operation } from '../operation';
import { ACCOUNT_OPERATIONS } from './accounts';
import { BLOG_OPERATIONS } from './blog';
import { CAREER_OPERATIONS } from './careers';
import { DEPARTMENT_OPERATIONS } from './departments';
import { DOCTOR_OPERATIONS } from './doctors';
import { FORM_OPERATIONS } from './forms';
import { LAB_OPERATIONS } from './lab';
import { PAYMENT_OPERATIONS } from './payments';
import { PHARMACY_OPERATIONS } from './pharmacy';
import { PLATFORM_OPERATIONS } from './platform';
import { SITE_OPERATIONS } from './site';

export const OPERATIONS: readonly Operation[] = [
  ...SITE_OPERATIONS,
  ...DEPARTMENT_OPERATIONS,
  ...DOCTOR_OPERATIONS,
  ...BLOG_OPERATIONS,
  ...CAREER_OPERATIONS,
  ...FORM_OPERATIONS,
  ...PHARMACY_OPERATIONS,
  ...LAB_OPERATIONS,
  ...PAYMENT_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...PLATFORM_OPERATIONS,
];
