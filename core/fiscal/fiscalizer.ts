/** One line of a fiscal receipt: a good or a service (delivery, packaging, a fee). */
export type ReceiptLine = {
  /** Our code: the good's ext id, or `delivery` / `packaging` / `commission`. */
  code: string;
  name: string;
  /** Price of one unit, kopiyky. */
  price: number;
  /** Units × 1000 (Checkbox's quantity: 1 piece = 1000). */
  quantity: number;
  /** What comes off this line, kopiyky (club or percent-promo discount). */
  discount: number;
};

/**
 * A discount on the whole receipt (a fixed promo code, a gift certificate), kopiyky, with its name;
 * an extra charge only corrects a receipt to the money actually paid.
 */
export type ReceiptDiscount = { type: 'discount' | 'extra_charge'; name: string; value: number };

/**
 * What the fiscal service gets (Law 265/95-ВР): lines and discounts whose total is
 * exactly the money paid (`payment`), paid cashless, and where the e-receipt goes.
 */
export type FiscalReceipt = {
  /** Our idempotency key (a UUID): the same id never makes a second receipt. */
  id: string;
  kind: 'sell' | 'return';
  lines: ReceiptLine[];
  discounts: ReceiptDiscount[];
  /** Kopiyky paid (or given back) by card or instalments: the receipt's total. */
  payment: { value: number; label: string };
  delivery: { email: string } | { phone: string } | null;
  /** For a return: the sell receipt's id at the fiscal service, when known. */
  relatedId?: string | null;
  /** The order's number, printed in the receipt's header. */
  orderId: number;
};

/** An issued receipt: the service's id, the fiscal number the tax service gave, the public link. */
export type IssuedReceipt = { providerId: string; fiscalCode: string; url: string };

/**
 * Why issuing failed. `retryable` false means the request itself is wrong (ours to fix); a receipt
 * the service refused after accepting it (`newId`) must be retried under a new id.
 */
export class FiscalError extends Error {
  constructor(
    message: string,
    readonly options: { retryable?: boolean; newId?: boolean } = {},
  ) {
    super(message);
    this.name = 'FiscalError';
  }
}

/**
 * A fiscal service adapter (ADR 0099): Checkbox's API v1 (cloud software register,
 * ПРРО) or the demo. Adapters hold their secrets, speak the protocol over `fetch`, never touch the
 * database; `issue-receipts.ts` decides when and stores what they answer. Both calls are
 * idempotent by `receipt.id`; failures throw (a `FiscalError` or a network error).
 */
export interface Fiscalizer {
  readonly name: 'checkbox' | 'demo';
  /** The demo: receipts are not fiscal, marked as such everywhere. */
  readonly demo?: boolean;
  /** Issues a sale receipt (a paid order). */
  sell(receipt: FiscalReceipt): Promise<IssuedReceipt>;
  /** Issues a return receipt (a refund). */
  refund(receipt: FiscalReceipt): Promise<IssuedReceipt>;
  /** Opens the cashier's shift when none is open (sell and refund do it themselves). */
  openShift(): Promise<void>;
  /** Closes the open shift with its Z-report; false when none was open. Once a day. */
  closeShiftIfOpen(): Promise<boolean>;
}
