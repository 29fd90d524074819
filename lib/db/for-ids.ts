/**
 * The rows `read` finds for `ids` (an `inArray` query), or none without asking the database at all
 * when there are no ids: the one rule for every "these records' rows" read, so none sends a
 * query that can only answer nothing.
 */
export async function rowsForIds<Id, Row>(
  ids: readonly Id[],
  read: (ids: Id[]) => Promise<Row[]>,
): Promise<Row[]> {
  return ids.length ? read([...ids]) : [];
}
