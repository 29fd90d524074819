/** The outbox as tests read it: the messages a change wrote, found by what they are about. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { outboxMessages } from '@/lib/db/schema';

type Message = typeof outboxMessages.$inferSelect;
type Match = Partial<Pick<Message, 'topic' | 'subjectType' | 'subjectId' | 'channel'>>;

/** The messages whose columns equal every one given, oldest first. */
export function outboxRows(db: Db, match: Match) {
  const m = outboxMessages;
  const columns = {
    topic: m.topic,
    subjectType: m.subjectType,
    subjectId: m.subjectId,
    channel: m.channel,
  };
  const conditions = (Object.keys(match) as (keyof Match)[]).map((key) =>
    eq(columns[key], match[key]!),
  );
  return db
    .select()
    .from(m)
    .where(and(...conditions))
    .orderBy(asc(m.id));
}
