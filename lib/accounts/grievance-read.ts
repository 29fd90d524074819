import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { settings } from '@/lib/db/schema';
import {
  GRIEVANCE_SETTINGS_KEY,
  parseGrievanceOfficer,
  type GrievanceOfficer,
} from './grievance-officer';

/** The Grievance Officer's contact from the settings (the privacy page renders per request). */
export async function getGrievanceOfficer(db: Db): Promise<GrievanceOfficer> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, GRIEVANCE_SETTINGS_KEY))
    .limit(1);
  return parseGrievanceOfficer(row?.value);
}
