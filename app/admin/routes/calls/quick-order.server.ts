import { data, redirect } from 'react-router';
import { z } from 'zod';
import { formatPhone } from '#core/accounts';
import { defaultTownCode, listDeliveryMethods, listDepartments, searchTowns } from '#core/checkout';
import { errorTexts } from '#core/i18n';
import { getQuickOrder, orderFromQuickOrder } from '#core/orders';
import { idSchema } from '#core/shared';
import type { AdminSession } from '../../lib/guard.server';
import { formFields } from '../../lib/guard.server';

export const quickIdParam = idSchema();

const query = z.object({
  town: z
    .string()
    .regex(/^\d{10}$/)
    .catch(defaultTownCode),
  tq: z.string().trim().max(100).catch(''),
  delivery: idSchema().optional().catch(undefined),
});

/**
 * The one-click order and the choices for its full order, step by step in the URL (no script
 * needed): the town (searched by name), its delivery methods, then the chosen method's
 * departments or stores and payments.
 */
export async function loadQuickOrderPage({ ctx, staff }: AdminSession, id: number, url: URL) {
  const quick = await getQuickOrder(ctx, staff, id);
  if (!quick) throw data(null, { status: 404 });
  const q = query.parse(Object.fromEntries(url.searchParams));
  const [towns, offered] = await Promise.all([searchTowns(ctx, q.tq), listDeliveryMethods(ctx, q.town)]);
  const town = offered.ok ? offered.town : null;
  const methods = offered.ok ? offered.methods : [];
  const delivery = methods.find((m) => m.id === q.delivery) ?? null;
  const departments = delivery && town ? await listDepartments(ctx, town.code, delivery.id) : null;
  return {
    quick: { ...quick, phoneText: formatPhone(quick.phone) },
    tq: q.tq,
    town,
    towns:
      town && !towns.some((t) => t.code === town.code) ? [{ ...town, regionUa: '', regionRu: '' }, ...towns] : towns,
    methods: methods.map((m) => ({ id: m.id, title: m.titleUa, kind: m.kind })),
    delivery: delivery
      ? {
          id: delivery.id,
          title: delivery.titleUa,
          kind: delivery.kind,
          payments: delivery.payments.map((p) => ({ id: p.id, title: p.titleUa, code: p.code })),
          departments: departments?.ok ? departments.departments.map((d) => ({ code: d.code, title: d.titleUa })) : [],
        }
      : null,
  };
}

/** The order form's fields (checkout's names): anything else in the post is left out. */
const orderFields = [
  'townCode',
  'deliveryMethod',
  'selectedDepartment',
  'paymentMethod',
  'first_name',
  'last_name',
  'second_name',
  'email',
  'street',
  'house',
  'flat',
  'other_recipient',
  'recipient_first_name',
  'recipient_last_name',
  'recipient_second_name',
  'recipient_phone',
  'call_back',
  'comment',
  'promo_code',
  'certificate',
] as const;

const uah = (kop: number) => (kop / 100).toFixed(2);

/** "Оформити замовлення": the full order through `orderFromQuickOrder`, then its page. */
export async function quickOrderAction({ ctx, staff }: AdminSession, id: number, form: FormData) {
  const fields = formFields(form);
  const input: Record<string, string> = {};
  for (const name of orderFields) if (fields[name] !== undefined && fields[name] !== '') input[name] = fields[name];
  const result = await orderFromQuickOrder(ctx, staff, id, input);
  if (result.ok) throw redirect(`/admin/orders/${result.orderId}`);
  if (result.error === 'quick_order_not_found') throw data(null, { status: 404 });
  if (result.error === 'quick_order_converted') throw redirect(`/admin/orders/${result.orderId}`);
  if (result.error === 'invalid')
    return data(
      {
        ok: false,
        message: 'Перевірте поля форми.',
        errors: Object.fromEntries(
          Object.entries(result.fields).map(([field, code]) => [field, errorTexts(code).message_ua]),
        ),
      },
      { status: 400 },
    );
  if (result.error === 'checkout_disabled')
    return data(
      {
        ok: false,
        message: 'Так замовлення не оформити:',
        errors: Object.fromEntries(
          result.messages.map((m, i) => [
            `m${i}`,
            errorTexts(
              m.code,
              Object.fromEntries(Object.entries(m.params ?? {}).map(([k, v]) => [k, k === 'amount' ? uah(v) : v])),
            ).message_ua,
          ]),
        ),
      },
      { status: 409 },
    );
  return data({ ok: false, message: errorTexts(result.error).message_ua }, { status: 409 });
}
