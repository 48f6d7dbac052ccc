import { and, desc, eq, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { emailOutbox, smsOutbox } from '#db/schema';
import { normalizePhone } from './phone';

export const outboxPageSize = 50;

/** `?q=&before=` of the outbox screen: a phone (any spelling, or a part of one) or an e-mail; the page's cursor. */
export const outboxInput = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  before: z
    .string()
    .regex(/^(sms|email)-\d{1,10}$/)
    .optional()
    .catch(undefined),
});
export type OutboxInput = z.output<typeof outboxInput>;

export type OutboxStatus = 'queued' | 'sent' | 'failed';

export type OutboxRow = {
  channel: 'sms' | 'email';
  id: number;
  /** The phone (+380…) or e-mail address. */
  to: string;
  subject: string | null;
  /** Empty once a secret text (a recovery password, a registration code) was wiped (ADR 0035, 0116). */
  text: string;
  purpose: string;
  status: OutboxStatus;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the filter means: a whole phone, a part of one (3+ digits), or a part of an e-mail. */
function filters(q: string): { sms: SQL | undefined | false; email: SQL | undefined | false } {
  const text = q.trim();
  if (!text) return { sms: undefined, email: undefined };
  const phone = normalizePhone(text);
  if (phone) return { sms: eq(smsOutbox.phone, phone), email: false };
  const digits = text.replace(/\D/g, '');
  if (/^[+\d\s()-]+$/.test(text) && digits.length >= 3)
    return { sms: ilike(smsOutbox.phone, like(digits)), email: false };
  return { sms: false, email: ilike(emailOutbox.to, like(text)) };
}

type Cursor = { channel: 'sms' | 'email'; id: number };

const cursorOf = (row: Pick<OutboxRow, 'channel' | 'id'>) => `${row.channel}-${row.id}`;

function parseCursor(value: string | undefined): Cursor | null {
  const match = /^(sms|email)-(\d{1,10})$/.exec(value ?? '');
  if (!match) return null;
  return { channel: match[1] as Cursor['channel'], id: Number(match[2]) };
}

/**
 * Rows strictly after the cursor's row in the order (created_at desc, channel: SMS first, id
 * desc). The cursor names a row, whose moment is read back in SQL: microseconds stay exact.
 */
function afterCursor(
  cursor: Cursor | null,
  table: typeof smsOutbox | typeof emailOutbox,
  channel: 'sms' | 'email',
): SQL | undefined {
  if (!cursor) return undefined;
  const source = cursor.channel === 'sms' ? smsOutbox : emailOutbox;
  const at = sql`(select ${source.createdAt} from ${source} where ${source.id} = ${cursor.id})`;
  if (channel === cursor.channel)
    return or(lt(table.createdAt, at), and(eq(table.createdAt, at), lt(table.id, cursor.id)));
  // At one moment SMS come before e-mails: after an SMS every e-mail of that moment is still to come.
  return channel === 'email' ? lte(table.createdAt, at) : lt(table.createdAt, at);
}

/** The moment in whole microseconds (a JS Date keeps only milliseconds; the order must not blur). */
const microsOf = (table: typeof smsOutbox | typeof emailOutbox) =>
  sql<string>`(extract(epoch from ${table.createdAt}) * 1000000)::bigint::text`;

const statusOf = (sentAt: Date | null, error: string | null): OutboxStatus =>
  sentAt ? 'sent' : error ? 'failed' : 'queued';

/**
 * The back office's outbox (ADR 0116): outgoing SMS and e-mails together, newest first,
 * filtered by a phone or an address, a page of 50 after the `before` cursor (keyset: each page
 * costs the same however deep). Admin and managers — the texts hold customers' data.
 */
export async function listOutbox(
  ctx: Ctx,
  actor: StaffView,
  input: OutboxInput,
): Promise<{ items: OutboxRow[]; next: string | null }> {
  requireArea(actor, 'messages');
  const where = filters(input.q ?? '');
  const cursor = parseCursor(input.before);
  const take = outboxPageSize + 1;
  const [sms, email] = await Promise.all([
    where.sms === false
      ? []
      : ctx.db
          .select({ row: smsOutbox, micros: microsOf(smsOutbox) })
          .from(smsOutbox)
          .where(and(where.sms, afterCursor(cursor, smsOutbox, 'sms')))
          .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
          .limit(take),
    where.email === false
      ? []
      : ctx.db
          .select({ row: emailOutbox, micros: microsOf(emailOutbox) })
          .from(emailOutbox)
          .where(and(where.email, afterCursor(cursor, emailOutbox, 'email')))
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(take),
  ]);
  const rows = [
    ...sms.map(({ row: r, micros }) => ({
      micros: BigInt(micros),
      channel: 'sms' as const,
      id: r.id,
      to: r.phone,
      subject: null,
      text: r.text,
      purpose: r.purpose,
      status: statusOf(r.sentAt, r.error),
      error: r.error,
      createdAt: r.createdAt,
      sentAt: r.sentAt,
    })),
    ...email.map(({ row: r, micros }) => ({
      micros: BigInt(micros),
      channel: 'email' as const,
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      purpose: r.purpose,
      status: statusOf(r.sentAt, r.error),
      error: r.error,
      createdAt: r.createdAt,
      sentAt: r.sentAt,
    })),
  ].sort(
    (a, b) =>
      (a.micros === b.micros ? 0 : a.micros > b.micros ? -1 : 1) ||
      (a.channel === b.channel ? 0 : a.channel === 'sms' ? -1 : 1) ||
      b.id - a.id,
  );
  const items: OutboxRow[] = rows.slice(0, outboxPageSize).map(({ micros: _m, ...row }) => row);
  const last = items.at(-1);
  return { items, next: rows.length > outboxPageSize && last ? cursorOf(last) : null };
}
