/**
 * The prescription upload (POST /api/pharmacy/prescriptions, one page a request): presence and
 * size, the same rule the cart checks before sending (./prescription-rules.ts); what the bytes
 * are is judged on the server alone (lib/uploads/prescription-content.ts).
 */
import { mixed, object } from 'yup';
import type { UploadedFile } from '../careers/schema';
import { PRESCRIPTION_MESSAGES, prescriptionFileProblem } from './prescription-rules';

export const prescriptionUploadSchema = object({
  file: mixed<UploadedFile>().test(
    'file',
    PRESCRIPTION_MESSAGES.fileRequired,
    function check(value) {
      const problem = prescriptionFileProblem(value);
      return problem ? this.createError({ message: problem }) : true;
    },
  ),
});
