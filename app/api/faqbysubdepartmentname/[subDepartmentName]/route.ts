// GET /api/faqbysubdepartmentname/{subDepartmentName} – a treatment's FAQ as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { treatmentFaqAnswer } from '@/lib/departments/api-shape';
import { getTreatmentPage } from '@/lib/departments/treatment-reads';
import { isSlug } from '@/lib/validation/slug';

type Context = { params: Promise<{ subDepartmentName: string }> };

export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const { subDepartmentName } = await params;
  if (!isSlug(subDepartmentName)) {
    throw new InvalidInputError(
      { subDepartmentName: 'subDepartmentName must be a treatment slug' },
      INVALID_REQUEST,
    );
  }
  const treatment = await getTreatmentPage(subDepartmentName);
  if (!treatment) throw new NotFoundError('Treatment not found');
  return Response.json(treatmentFaqAnswer(treatment), { headers: PUBLIC_CACHE });
});
