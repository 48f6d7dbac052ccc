/** A cart line as the totals read it, from the server cart or a guest's cookie: one shape for both. */
export type CartLineState = { goodId: number; quantity: number; isDeleted: boolean; isChecked: boolean };
