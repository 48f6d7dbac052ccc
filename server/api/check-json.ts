import type { CheckResult } from '#core/checkout';
import { errorTexts } from '#core/i18n';
import { deliveryFeeJson, insuranceJson } from './fee-lines';
import { formatUah, toUah } from './money';
import type { CheckResultJson } from './ordernew.schemas';

/**
 * The SPEC §7 create/check response fields, bilingual like the rest of the API (ADR 0002), money
 * in UAH (ADR 0032); message texts show amounts with two decimals and a dot (SPEC §9).
 */
export function checkBody(check: CheckResult): CheckResultJson {
  const method = <T extends { id: number; titleRu: string; titleUa: string; messageRu: string; messageUa: string }>(
    m: T | null,
  ) => m && { id: m.id, title: m.titleRu, title_ua: m.titleUa, message: m.messageRu, message_ua: m.messageUa };
  return {
    cart: check.lines.map((l) => ({
      id: l.id,
      ext_id: l.extId,
      title: l.titleRu,
      title_ua: l.titleUa,
      name_ua: l.slug,
      images: l.images,
      sell_status: l.sellStatus,
      price: toUah(l.price),
      old_price: toUah(l.oldPrice),
      quantity: l.quantity,
      sum: toUah(l.sum),
      discount: toUah(l.discount),
      isAvailable: l.isAvailable,
    })),
    town: check.town && { code: check.town.code, title: check.town.titleRu, title_ua: check.town.titleUa },
    deliveryData: method(check.delivery),
    paymentData: method(check.payment),
    department: check.department && {
      code: check.department.code,
      title: check.department.titleRu,
      title_ua: check.department.titleUa,
    },
    fee: {
      deliveryCost: toUah(check.fee.deliveryCost),
      paymentCommission: toUah(check.fee.paymentCommission),
      shippingContainer: toUah(check.fee.shippingContainer),
    },
    delivery_fee: check.deliveryFee && deliveryFeeJson(check.deliveryFee),
    insurance: check.insurance && insuranceJson(check.insurance),
    goods_price: toUah(check.goodsPrice),
    goods_price_discount: toUah(check.goodsPriceDiscount),
    goods_price_discount_value: toUah(check.goodsPriceDiscountValue),
    discount: toUah(check.discount),
    discount_percent: check.discountPercent,
    discount_reason: check.discountReason,
    promocode: check.promocode,
    promocode_discount: toUah(check.promocodeDiscount),
    certificate: check.certificate && { number: check.certificate.number, amount: toUah(check.certificate.amount) },
    rounding: toUah(check.rounding),
    price: toUah(check.price),
    credit: check.credit && {
      bank: check.credit.bank,
      parts: check.credit.parts,
      parts_offered: [...check.credit.offered],
      first_payment: toUah(check.credit.first),
      payment: toUah(check.credit.each),
    },
    notAvaliableGoods: check.notAvailableGoods,
    disabledDelivery: check.disabledDelivery,
    disabledPayment: check.disabledPayment,
    disabled_checkout: check.disabledCheckout,
    messages: check.messages.map(({ code, goodId, params }) => {
      // `amount` is money (kopiyky in core, UAH here); other parameters are counts (`available`, ADR 0083).
      const { amount, ...counts } = params ?? {};
      const apiParams = { ...counts, ...(amount !== undefined ? { amount: toUah(amount) } : {}) };
      return {
        code,
        ...(goodId !== undefined ? { goodId } : {}),
        ...(Object.keys(apiParams).length ? { params: apiParams } : {}),
        ...errorTexts(code, { ...counts, ...(amount !== undefined ? { amount: formatUah(amount) } : {}) }),
      };
    }),
  };
}
