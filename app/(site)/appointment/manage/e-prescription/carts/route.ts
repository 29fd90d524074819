// GET /appointment/manage/e-prescription/carts?reference=SMH-… – the booking's e-prescription as
// pharmacy and lab cart lines ('Order these medicines', 'Book these tests'); 404 for anyone but
// its account or the holder of its one-time code's access
import { patientPrescriptionCartsRoute } from '@/lib/prescriptions/patient-files';

export const GET = patientPrescriptionCartsRoute;
