import { sql } from 'drizzle-orm';
import type { CartLine } from './shop';
import type { Store } from './store';

/** An order the server acknowledged (2xx with an order id) for an idempotency key. */
export type Acknowledged = { key: string; orderId: number; total: number; cart: CartLine[] };

/** What the shoppers were told, to compare with what the database holds. */
export class Ledger {
  readonly acknowledged = new Map<string, Acknowledged>();
  /** Keys sent whose answer never came (timeout, reset): the order may or may not exist. */
  readonly unanswered = new Set<string>();
  /** The same key acknowledged with two different order ids (a duplicate seen by the client). */
  readonly conflicts: string[] = [];

  acknowledge(entry: Acknowledged) {
    this.unanswered.delete(entry.key);
    const earlier = this.acknowledged.get(entry.key);
    if (earlier && earlier.orderId !== entry.orderId)
      this.conflicts.push(`${entry.key}: order ${earlier.orderId}, then ${entry.orderId}`);
    else this.acknowledged.set(entry.key, entry);
  }
}

type OrderRow = {
  id: number;
  key: string;
  promo: string | null;
  goods_price: string | number;
  goods_discount: string | number;
  promo_discount: string | number;
  certificate_amount: string | number;
  delivery_cost: string | number;
  payment_commission: string | number;
  shipping_container: string | number;
  total: string | number;
  history: string | number;
};
type LineRow = {
  order_id: number;
  good_id: number;
  price: string | number;
  old_price: string | number | null;
  quantity: number;
  discount: string | number;
};

export type Reconciliation = {
  acknowledged: number;
  stored: number;
  /** Acknowledged but missing, or stored under another id. */
  lost: string[];
  /** One key, several orders (in the database or in the answers). */
  duplicated: string[];
  /** Stored without lines or history, or amounts that do not add up, or not what was acknowledged. */
  halfWritten: string[];
  /** Stored for a key whose answer never came: written, just not acknowledged (not a failure). */
  storedUnacknowledged: number;
  /**
   * ADR 0120, over every store's stock: rows holding more than they have (`oversold` pieces), and
   * rows whose `reserved` is not the sum of their counted reservations (`drift`). Both must be 0.
   */
  stock: { oversoldRows: number; oversoldPieces: number; driftRows: number };
};

/**
 * Compares the ledger with the database (opened after the server stopped): every acknowledged order
 * present under its id, whole (lines, status history, amounts consistent, the lines and total the
 * shopper was told), no key with two orders. Only orders whose key starts with `prefix` are checked.
 */
export async function reconcile(store: Store, ledger: Ledger, prefix: string): Promise<Reconciliation> {
  const database = await store.open();
  let orders: OrderRow[];
  let lines: LineRow[];
  let stock: Reconciliation['stock'];
  try {
    const like = `${prefix}%`;
    orders = await rows<OrderRow>(
      database.db,
      sql`select o.id, o.idempotency_key as key, o.promo_code as promo, o.goods_price, o.goods_discount,
            o.promo_discount, o.certificate_amount, o.delivery_cost, o.payment_commission, o.shipping_container,
            o.total, (select count(*) from order_status_history h where h.order_id = o.id) as history
          from orders o where o.idempotency_key like ${like} order by o.id`,
    );
    lines = await rows<LineRow>(
      database.db,
      sql`select l.order_id, l.good_id, l.price, l.old_price, l.quantity, l.discount
          from order_lines l join orders o on o.id = l.order_id where o.idempotency_key like ${like}`,
    );
    const [counts] = await rows<{ oversold_rows: number; oversold_pieces: number; drift_rows: number }>(
      database.db,
      sql`select count(*) filter (where s.reserved > s.quantity)::int as oversold_rows,
            coalesce(sum(s.reserved - s.quantity) filter (where s.reserved > s.quantity), 0)::int as oversold_pieces,
            count(*) filter (where s.reserved <> coalesce(r.held, 0))::int as drift_rows
          from store_stock s left join (
            select good_id, store_id, sum(quantity)::int as held from stock_reservations where not in_rests
            group by good_id, store_id) r on r.good_id = s.good_id and r.store_id = s.store_id`,
    );
    stock = {
      oversoldRows: Number(counts?.oversold_rows ?? 0),
      oversoldPieces: Number(counts?.oversold_pieces ?? 0),
      driftRows: Number(counts?.drift_rows ?? 0),
    };
  } finally {
    await database.close();
  }
  const linesOf = new Map<number, LineRow[]>();
  for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  const byKey = new Map<string, OrderRow[]>();
  for (const order of orders) byKey.set(order.key, [...(byKey.get(order.key) ?? []), order]);

  const result: Reconciliation = {
    acknowledged: ledger.acknowledged.size,
    stored: orders.length,
    lost: [],
    duplicated: [...ledger.conflicts],
    halfWritten: [],
    storedUnacknowledged: 0,
    stock,
  };
  for (const [key, list] of byKey) {
    if (list.length > 1) result.duplicated.push(`${key}: orders ${list.map((o) => o.id).join(', ')}`);
    if (!ledger.acknowledged.has(key)) result.storedUnacknowledged++;
  }
  for (const order of orders) {
    const problem = wholeness(order, linesOf.get(order.id) ?? []);
    if (problem) result.halfWritten.push(`order ${order.id} (${order.key}): ${problem}`);
  }
  for (const ack of ledger.acknowledged.values()) {
    const stored = byKey.get(ack.key)?.find((o) => o.id === ack.orderId);
    if (!stored) {
      const other = byKey.get(ack.key)?.[0];
      result.lost.push(`${ack.key}: order ${ack.orderId} ${other ? `stored as ${other.id}` : 'missing'}`);
      continue;
    }
    const problem = matches(ack, stored, linesOf.get(stored.id) ?? []);
    if (problem) result.halfWritten.push(`order ${stored.id} (${ack.key}): ${problem}`);
  }
  return result;
}

async function rows<T>(
  db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> },
  query: ReturnType<typeof sql>,
) {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

const n = (value: string | number | null) => (value === null ? 0 : Number(value));

/** Why a stored order is not whole, or null. */
function wholeness(order: OrderRow, lines: LineRow[]): string | null {
  if (!lines.length) return 'no lines';
  if (n(order.history) === 0) return 'no status history';
  const full = lines.reduce((s, l) => s + Math.max(n(l.old_price ?? l.price), n(l.price)) * l.quantity, 0);
  if (full !== n(order.goods_price)) return `lines at full price ${full} ≠ goods_price ${order.goods_price}`;
  const expected =
    n(order.goods_price) -
    n(order.goods_discount) -
    n(order.promo_discount) -
    n(order.certificate_amount) +
    n(order.delivery_cost) +
    n(order.payment_commission) +
    n(order.shipping_container);
  if (expected !== n(order.total)) return `total ${order.total} ≠ goods − discounts + fees = ${expected}`;
  if (order.promo === null) {
    const sale = lines.reduce((s, l) => s + Math.max(0, n(l.old_price ?? l.price) - n(l.price)) * l.quantity, 0);
    const lineDiscounts = lines.reduce((s, l) => s + n(l.discount), 0);
    if (sale + lineDiscounts !== n(order.goods_discount))
      return `goods_discount ${order.goods_discount} ≠ sale ${sale} + line discounts ${lineDiscounts}`;
  }
  return null;
}

/** Why a stored order is not the one acknowledged, or null. */
function matches(ack: Acknowledged, order: OrderRow, lines: LineRow[]): string | null {
  if (n(order.total) !== ack.total) return `total ${order.total} ≠ acknowledged ${ack.total}`;
  const stored = lines
    .map((l) => `${l.good_id}×${l.quantity}`)
    .sort()
    .join(' ');
  const sent = ack.cart
    .map((l) => `${l.id}×${l.quantity}`)
    .sort()
    .join(' ');
  return stored === sent ? null : `lines ${stored} ≠ ordered ${sent}`;
}

/** Prints the reconciliation; true when nothing was lost, duplicated or half-written. */
export function printReconciliation(r: Reconciliation): boolean {
  console.log(
    `reconciliation: ${r.acknowledged} acknowledged orders, ${r.stored} stored ` +
      `(${r.storedUnacknowledged} stored whose answer never arrived) → ` +
      `lost ${r.lost.length}, duplicated ${r.duplicated.length}, half-written ${r.halfWritten.length}`,
  );
  for (const [label, list] of [
    ['lost', r.lost],
    ['duplicated', r.duplicated],
    ['half-written', r.halfWritten],
  ] as const)
    for (const line of list.slice(0, 10)) console.log(`  ${label}: ${line}`);
  const { oversoldRows, oversoldPieces, driftRows } = r.stock;
  console.log(
    `store stock (ADR 0120): ${oversoldPieces} pieces oversold in ${oversoldRows} rows (reserved > quantity), ` +
      `${driftRows} rows whose reserved ≠ their reservations`,
  );
  return !r.lost.length && !r.duplicated.length && !r.halfWritten.length && !oversoldRows && !driftRows;
}
