import { desc, eq } from 'drizzle-orm';
import { defaultTownCode, listDeliveryMethods, listDepartments } from '#core/checkout';
import type { Ctx } from '#core/shared';
import { orders, towns } from '#db/schema';

export type CheckoutChoice = {
  townCode: string;
  townTitleUa: string;
  townTitleRu: string;
  deliveryMethodId: number | null;
  /** Department code, or the store id for pickup (ADR 0020). */
  department: string | null;
  storeId: number | null;
  paymentMethodId: number | null;
};
export type Preselection = CheckoutChoice & { source: 'history' | 'default'; history: CheckoutChoice[] };

/**
 * The §4 preselection: the signed-in shopper's last order's town, delivery, department and
 * payment when all are still offered; otherwise Kyiv with its first delivery method and that
 * method's first payment. `history` lists up to 5 distinct earlier choices, newest first.
 */
export async function preselectCheckout(ctx: Ctx): Promise<Preselection> {
  const rows = ctx.user
    ? await ctx.db
        .select({
          townCode: orders.townCode,
          townTitleUa: towns.titleUa,
          townTitleRu: towns.titleRu,
          deliveryMethodId: orders.deliveryMethodId,
          departmentCode: orders.departmentCode,
          storeId: orders.storeId,
          paymentMethodId: orders.paymentMethodId,
        })
        .from(orders)
        .innerJoin(towns, eq(towns.code, orders.townCode))
        .where(eq(orders.userId, ctx.user.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(20)
    : [];
  const history: CheckoutChoice[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    const choice: CheckoutChoice = {
      townCode: r.townCode,
      townTitleUa: r.townTitleUa,
      townTitleRu: r.townTitleRu,
      deliveryMethodId: r.deliveryMethodId,
      department: r.storeId !== null ? String(r.storeId) : r.departmentCode,
      storeId: r.storeId,
      paymentMethodId: r.paymentMethodId,
    };
    const key = JSON.stringify(choice);
    if (seen.has(key)) continue;
    seen.add(key);
    history.push(choice);
    if (history.length === 5) break;
  }
  const last = history[0];
  if (last && (await stillValid(ctx, last))) return { ...last, source: 'history', history };
  return { ...(await fallback(ctx)), source: 'default', history };
}

async function stillValid(ctx: Ctx, choice: CheckoutChoice): Promise<boolean> {
  const listed = await listDeliveryMethods(ctx, choice.townCode);
  const method = listed.ok ? listed.methods.find((m) => m.id === choice.deliveryMethodId) : undefined;
  if (!method?.payments.some((p) => p.id === choice.paymentMethodId)) return false;
  if (method.kind === 'courier') return true;
  const deps = await listDepartments(ctx, choice.townCode, method.id);
  return deps.ok && deps.departments.some((d) => d.code === choice.department);
}

async function fallback(ctx: Ctx): Promise<CheckoutChoice> {
  const listed = await listDeliveryMethods(ctx, defaultTownCode);
  const method = listed.ok ? listed.methods[0] : undefined;
  return {
    townCode: defaultTownCode,
    townTitleUa: listed.ok ? listed.town.titleUa : 'Київ',
    townTitleRu: listed.ok ? listed.town.titleRu : 'Киев',
    deliveryMethodId: method?.id ?? null,
    department: null,
    storeId: null,
    paymentMethodId: method?.payments[0]?.id ?? null,
  };
}
