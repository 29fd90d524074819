// GET /staff/orders/{id}/e-prescription – the e-prescription a pharmacy order was placed from, as
// PDF, for pharmacists and admins only; every opening audited
import { orderPrescriptionRoute } from '@/lib/prescriptions/patient-files';

export const GET = orderPrescriptionRoute;
