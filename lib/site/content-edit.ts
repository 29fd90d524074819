import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { object, type ObjectShape } from 'yup';
import type { Db, Tx } from '@/lib/db/open';
import { recordId, type ActionResult } from '@/lib/staff/action';
import { auditChange, changedFields, type AuditChanges } from '@/lib/staff/audit';
import { creating, newSlug, type NewAddress } from '@/lib/staff/new-slug';
import { lockRecord } from '@/lib/staff/record-lock';
import { refuseIfChanged, seenField } from '@/lib/staff/record-version';
import { InvalidInputError } from '@/lib/api/errors';
import {
  IMAGE_REQUIRED,
  imageField,
  withStoredImage,
  type UploadedFile,
} from '@/lib/uploads/content-image';
import type { ImageKind } from '@/lib/uploads/image-kinds';

type ContentTable = PgTable & { id: AnyPgColumn };

/**
 * A content record's edit form: which record, the version its form was opened on, its `fields`
 * and, optionally, a new picture.
 */
export function contentEditSchema<S extends ObjectShape>(fields: S) {
  return object({ id: recordId(), seen: seenField(), ...fields, image: imageField() });
}

/** One record's edit as the content editor saves it. */
export type ContentEdit<T extends ContentTable, Before> = {
  table: T;
  id: number;
  /** The 404 message when the record is gone. */
  missing: string;
  /** The version the form was opened on. */
  seen: string | undefined;
  /** The record as its form shows it, read after the lock. */
  read: (tx: Tx, id: number) => Promise<Before | null>;
  after: PgUpdateSetSource<T> & Record<string, unknown>;
  /** The audit entry's action, 'department.edit'. */
  action: `${string}.${string}`;
  /**
   * How `after` is stored when it is more than the record's row (a treatment's facts, kept in a
   * table of their own); the row updated with `after` when not given.
   */
  write?: (tx: Tx) => Promise<void>;
};

/**
 * A content editor's save of one department, doctor or post: the row locked, refused when it
 * changed since its form was opened, nothing written when no field differs, else the new values
 * with their audit entry. Returns the record as it was (its slug names the pages to render
 * afresh) and the fields that changed, or null when there was nothing to save.
 */
export async function saveContentEdit<
  T extends ContentTable,
  Before extends Record<string, unknown>,
>(
  tx: Tx,
  actor: { id: number },
  edit: ContentEdit<T, Before>,
): Promise<{ before: Before; changes: AuditChanges } | null> {
  await lockRecord(tx, edit.table, edit.id, edit.missing);
  const before = (await edit.read(tx, edit.id))!;
  refuseIfChanged(edit.seen, before);
  const changes = changedFields(before, edit.after);
  if (Object.keys(changes).length === 0) return null;
  if (edit.write) await edit.write(tx);
  else await tx.update(edit.table).set(edit.after).where(eq(edit.table.id, edit.id));
  await auditChange(tx, actor, edit.action, edit.id, changes);
  return { before, changes };
}

/** A form's new picture: the upload, what kind of image it becomes, and the field it came in. */
export type NewPicture = { file: UploadedFile | undefined; kind: ImageKind; field: string };

/**
 * The picture of a department, treatment or post, from its form's `image` field; a new record
 * ('required') is refused without one.
 */
export function contentPicture(
  file: UploadedFile | undefined,
  need: 'optional' | 'required' = 'optional',
): NewPicture {
  if (need === 'required' && !file) throw new InvalidInputError({ image: IMAGE_REQUIRED });
  return { file, kind: 'content', field: 'image' };
}

/**
 * The whole of a content edit as its action runs it: the new picture stored first (and removed
 * again if the save fails), then `edit` saved in one transaction; 'Nothing to save' when no field
 * differs, else what `saved` says about the record as it was and the fields that changed (its
 * message and the pages to render afresh).
 */
export async function editContent<T extends ContentTable, Before extends Record<string, unknown>>(
  db: Db,
  actor: { id: number },
  picture: NewPicture,
  edit: (image: string | undefined) => ContentEdit<T, Before>,
  saved: (before: Before, changes: AuditChanges) => { message: string; revalidate: string[] },
): Promise<ActionResult> {
  const edited = await withStoredImage(picture.file, picture.kind, picture.field, (image) =>
    db.transaction((tx) => saveContentEdit(tx, actor, edit(image))),
  );
  if (!edited) return { ok: true, message: 'Nothing to save' };
  return { ok: true, ...saved(edited.before, edited.changes) };
}

/**
 * A content create up to its answer: the new picture stored first (and removed again if the
 * insert fails), then, in one transaction, the record's new address and `insert`, with a name
 * another editor took at the same moment answered as the address field's error.
 */
export function createContent<R>(
  db: Db,
  picture: NewPicture,
  address: NewAddress,
  insert: (tx: Tx, image: string | undefined, slug: string) => Promise<R>,
): Promise<R> {
  return withStoredImage(picture.file, picture.kind, picture.field, (image) =>
    creating(address.field, () =>
      db.transaction(async (tx) => insert(tx, image, await newSlug(tx, address))),
    ),
  );
}

/**
 * A content editor's new record (a department, doctor, post, treatment or vacancy): inserted with
 * its audit entry, which lists every field it was created with (`audited`, where the editor gave
 * more than the row holds: a treatment's facts, a vacancy's being open). Returns the new id.
 */
export async function insertContentRecord<T extends ContentTable>(
  tx: Tx,
  actor: { id: number },
  table: T,
  row: PgInsertValue<T> & Record<string, unknown>,
  action: `${string}.create`,
  audited: Record<string, unknown> = row,
): Promise<number> {
  const [created] = await tx.insert(table).values(row).returning({ id: table.id });
  const id = Number(created.id);
  await auditChange(tx, actor, action, id, changedFields({}, audited));
  return id;
}
