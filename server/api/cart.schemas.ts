import { z } from '@hono/zod-openapi';
import { apiGoodBaseFields, breadcrumb } from './goods.schemas';
import { uah } from './money';

/** Documented shape of the cart totals (SPEC §3 Cart totals; money in UAH, ADR 0032). */
const flag = z.union([z.literal(0), z.literal(1)]);

export const cartTotals = z
  .strictObject({
    goods: z.array(
      z.strictObject({
        ...apiGoodBaseFields,
        producer: z.strictObject({ title: z.string(), title_ua: z.string() }).nullable(),
        breadcrumbs: z.array(breadcrumb),
        quantity: z.number().int(),
        isDeleted: flag,
        isChecked: flag,
        isAvailable: flag,
      }),
    ),
    totalItems: z.number().int().openapi({ description: 'sum of quantities of the lines not deleted' }),
    totalPrice: uah(),
    totalOldPrice: uah(),
    hasUnavailable: flag,
  })
  .openapi('CartTotals');
export type CartTotalsJson = z.infer<typeof cartTotals>;
