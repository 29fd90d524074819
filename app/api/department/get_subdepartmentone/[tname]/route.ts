// GET /api/department/get_subdepartmentone/{tname} – one treatment (sub-department) as { data }
import { recordRoute } from '@/lib/api/record-route';
import { TREATMENT, subdepartmentOneAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('tname', TREATMENT, subdepartmentOneAnswer);
