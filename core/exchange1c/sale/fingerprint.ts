import { sql } from 'drizzle-orm';

/**
 * The fingerprint of what an order's CommerceML document says (ADR 0103), as an SQL expression
 * over `orders o`: every column the document reads and its lines. An order whose fingerprint
 * differs from the one 1C confirmed is sent again. Bump the leading version when the document
 * gains a field, so every order goes out once more in the new shape.
 */
export const orderFingerprint = sql.raw(`md5(row(
  'v1', o.status, o.payment_status, extract(epoch from o.paid_at), o.total, o.goods_price, o.goods_discount,
  o.promo_discount, o.promo_code, o.certificate_number, o.certificate_amount, o.delivery_cost, o.payment_commission,
  o.shipping_container, o.comment, o.phone, o.first_name, o.last_name, o.second_name, o.email,
  o.recipient_first_name, o.recipient_last_name, o.recipient_second_name, o.recipient_phone,
  o.delivery_method_id, o.payment_method_id, o.town_code, o.department_code, o.store_id, o.delivery_address,
  (select string_agg(row(l.good_id, l.ext_id, l.title_ua, l.price, l.quantity, l.discount)::text, ',' order by l.id)
     from order_lines l where l.order_id = o.id)
)::text)`);
