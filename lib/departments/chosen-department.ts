import type { Tx } from '@/lib/db/open';
import { departments } from '@/lib/db/schema';
import { chosenRecord } from '@/lib/site/chosen-record';

/**
 * The department an editor chose for a new record (a treatment, a doctor, a post's category), with
 * its address for the pages to render afresh; one that is gone is the form's `department_id`
 * error, in the words the form asks with.
 */
export function chosenDepartment(tx: Tx, id: number, message: string) {
  return chosenRecord(tx, departments, id, { department_id: message }, { slug: departments.slug });
}
