/** The department and treatment calls (lib/departments/api-shape.ts), one recordRoute each. */
import * as answers from '@/lib/departments/api-contract';
import {
  DEPARTMENT,
  DEPARTMENT_BY_NAME,
  TREATMENT,
  TREATMENT_BY_NAME,
} from '@/lib/departments/api-shape';
import type { Operation } from '../operation';
import { read, recordRead } from './reads';

const TAG = 'Departments and treatments';

export const DEPARTMENT_OPERATIONS: Operation[] = [
  read(
    TAG,
    '/api/department/get_department',
    'getDepartments',
    "Every department with its treatments; the message is 'Sucess'",
    answers.departmentListAnswerSchema,
  ),
  recordRead(
    TAG,
    '/api/department/get_departmentone/{dname}',
    'dname',
    DEPARTMENT,
    'getDepartment',
    'One department with its treatments, in data.data',
    answers.departmentOneAnswerSchema,
  ),
  recordRead(
    TAG,
    '/api/department/get_qualitiesbyslug/{dname}',
    'dname',
    DEPARTMENT,
    'getDepartmentQualities',
    "A department's content block: title, description, qualities",
    answers.qualitiesAnswerSchema,
    {
      notFound:
        "`not_found`: 'Department not found', or 'Department content not found' for a department without a content block.",
    },
  ),
  recordRead(
    TAG,
    '/api/departmentfaqbydepartmentname/{departmentName}',
    'departmentName',
    DEPARTMENT_BY_NAME,
    'getDepartmentFaq',
    "A department's FAQ",
    answers.departmentFaqAnswerSchema,
    { description: '`departmentName` takes the slug, as the pages do.' },
  ),
  recordRead(
    TAG,
    '/api/treatmentbydepartmentname/{dname}',
    'dname',
    DEPARTMENT,
    'getTreatmentsOfDepartment',
    "A department's treatments, in data.data",
    answers.treatmentsByDepartmentAnswerSchema,
  ),
  recordRead(
    TAG,
    '/api/getdepartmentctaiconbydepartmnet/{dname}',
    'dname',
    DEPARTMENT,
    'getDepartmentCtaIcons',
    "A department's CTA icons (none are stored: always empty)",
    answers.departmentCtaIconsAnswerSchema,
    { description: 'The path is spelled so, as the original API.' },
  ),
  recordRead(
    TAG,
    '/api/department/get_subdepartmentone/{tname}',
    'tname',
    TREATMENT,
    'getTreatment',
    'One treatment (sub-department)',
    answers.subdepartmentOneAnswerSchema,
  ),
  read(
    TAG,
    '/api/gettreatmentheader',
    'getTreatmentHeaders',
    "Every treatment's header fields",
    answers.treatmentHeadersAnswerSchema,
  ),
  recordRead(
    TAG,
    '/api/gettreatmentctaiconbytreatment/{tname}',
    'tname',
    TREATMENT,
    'getTreatmentCtaIcons',
    "A treatment's header icons",
    answers.treatmentCtaIconsAnswerSchema,
  ),
  recordRead(
    TAG,
    '/api/treatmentinfobysubdepartmentname/{tname}',
    'tname',
    TREATMENT,
    'getTreatmentInfo',
    "A treatment's disease and surgery facts (none or one)",
    answers.treatmentInfoAnswerSchema,
  ),
  recordRead(
    TAG,
    '/api/contentbysubdepartmentname/{tname}',
    'tname',
    TREATMENT,
    'getTreatmentContent',
    "A treatment's content blocks",
    answers.treatmentContentAnswerSchema,
  ),
  recordRead(
    TAG,
    '/api/faqbysubdepartmentname/{subDepartmentName}',
    'subDepartmentName',
    TREATMENT_BY_NAME,
    'getTreatmentFaq',
    "A treatment's FAQ",
    answers.treatmentFaqAnswerSchema,
    { description: '`subDepartmentName` takes the slug, as the pages do.' },
  ),
];
