import { formatDateTime, formatMoney } from '../lib/format';
import { type StatusKind, statusOf } from '../lib/statuses';

/** An amount in kopiyky as "1 234,56 грн". */
export function Money({ kop }: { kop: number }) {
  return <span className="admin-money">{formatMoney(kop)}</span>;
}

/** A moment as "25.11.2026 14:05" (Kyiv), machine-readable in `dateTime`. */
export function DateTime({ value }: { value: Date | string | number }) {
  const date = value instanceof Date ? value : new Date(value);
  return <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>;
}

/** A status as its badge: one colour per status everywhere (statuses.ts). */
export function StatusBadge({ kind, status }: { kind: StatusKind; status: string }) {
  const { label, tone } = statusOf(kind, status);
  return <span className={`admin-badge admin-badge-${tone}`}>{label}</span>;
}
