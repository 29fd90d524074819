import 'server-only';
import type { Db } from '@/lib/db/open';
import { callbackRequests, contactInfo, contactMessages } from '@/lib/db/schema';
import { enqueue } from '@/lib/notifications/outbox';
import { callbackForDesk } from '@/lib/notifications/order-messages';

/**
 * Leads: callback requests (department and treatment pages, the /doctors consultation form) and
 * contact messages. Input arrives validated; text is stored exactly as typed and is escaped
 * wherever it is shown. The database connection is passed in, so tests run against their own.
 */

export type CallbackRequestInput = {
  patientName: string;
  contactNumber: string;
  /** Absent on the consultation form, which asks for none. */
  email?: string;
  disease: string;
  address: string;
  pageName: string;
};

export type StoredLead = { id: number; createdAt: Date };

export async function createCallbackRequest(
  db: Db,
  input: CallbackRequestInput,
): Promise<StoredLead> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(callbackRequests)
      .values({
        patientName: input.patientName,
        contactNumber: input.contactNumber,
        email: input.email ?? '',
        disease: input.disease,
        address: input.address,
        pageName: input.pageName,
      })
      .returning({ id: callbackRequests.id, createdAt: callbackRequests.createdAt });
    // The desk hears of it at once (the contact settings' e-mail), with the request.
    const [desk] = await tx.select({ email: contactInfo.email }).from(contactInfo).limit(1);
    if (desk?.email) {
      await enqueue(
        tx,
        { type: 'callback', id: row.id },
        callbackForDesk(desk.email, {
          id: row.id,
          name: input.patientName,
          phone: input.contactNumber,
        }),
      );
    }
    return row;
  });
}

export type ContactMessageInput = { name: string; email: string; message: string };

export async function createContactMessage(
  db: Db,
  input: ContactMessageInput,
): Promise<StoredLead> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row;
}
