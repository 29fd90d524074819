// GET /appointment/manage/e-prescription?reference=SMH-… – the booking's e-prescription as PDF,
// for its account or the holder of its one-time code's access (404 for anyone else)
import { patientPrescriptionRoute } from '@/lib/prescriptions/patient-files';

export const GET = patientPrescriptionRoute;
