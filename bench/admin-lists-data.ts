import { gt, max, min, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { auditLog, orders } from '#db/schema';

/** How much history the back office lists are measured on: customers, orders (about two lines each), audit rows. */
export type HistorySize = { customers: number; orders: number; audit: number };

const operators = `array['50','63','66','67','68','73','93','95','96','97','98','99']`;
const lastNames = `array['Коваленко','Бондаренко','Ткаченко','Шевченко','Кравченко','Олійник','Мельник','Шевчук','Поліщук','Бойко','Лисенко','Руденко','Савченко','Петренко','Гончаренко','Мороз']`;
const firstNames = `array['Олександр','Андрій','Сергій','Володимир','Іван','Микола','Олена','Наталія','Тетяна','Юлія','Ірина','Василь','Дмитро','Петро','Оксана','Богдан']`;

/**
 * A unique Ukrainian mobile number per n (operator by n mod 12, seven digits from n / 12 times a
 * number prime to 10^7), so customers' and orders' phones meet as in a real shop.
 */
const phoneOf = (n: string) =>
  `'+380' || (${operators})[(${n}) % 12 + 1] || lpad((((${n}) / 12) * 5779 % 10000000)::text, 7, '0')`;

/**
 * Two years of a chain's history on top of the demo shop, set-based (generate_series) so a million
 * orders take a minute, not an hour: customers with phones, orders spread over 730 days in id
 * order (as they are placed) with a realistic mix of statuses, deliveries, payments and stores,
 * one to three lines of real goods each, and the audit rows staff, imports and sign-ins leave.
 */
export async function seedHistory(db: Db, size: HistorySize, now: Date): Promise<void> {
  const start = new Date(now.getTime() - 730 * 86_400_000).toISOString();
  const span = 730 * 86_400;
  // Each part once: a rerun on a kept database (`--pg-url`) finishes what an interrupted one began.
  if ((await db.$count(orders)) < size.orders) await seedOrders(db, size, start, span);
  if ((await db.$count(auditLog)) < size.audit) await seedAudit(db, size, start, span);
  await db.execute(sql.raw('analyze'));
}

async function seedOrders(db: Db, size: HistorySize, start: string, span: number) {
  await db.execute(
    sql.raw(`
    insert into users (phone, password_hash, first_name, last_name, email, city, created_at)
    select ${phoneOf('i')}, 'bench', (${firstNames})[i % 16 + 1], (${lastNames})[(i / 16) % 16 + 1],
      case when i % 3 = 0 then 'customer' || i || '@example.com' end,
      case when i % 5 = 0 then 'Київ' when i % 5 = 1 then 'Львів' else null end,
      timestamptz '${start}' + (i::float8 / ${size.customers} * ${span}) * interval '1 second'
    from generate_series(1, ${size.customers}) i
    on conflict do nothing`),
  );
  const [last] = await db.select({ id: max(orders.id) }).from(orders);
  const base = (last?.id ?? 0) + 1;
  await db.execute(
    sql.raw(`
    with d as (select array_agg(id order by id) ids, array_agg(kind order by id) kinds from delivery_methods),
         p as (select array_agg(id order by id) ids from payment_methods),
         s as (select array_agg(id order by id) ids, array_agg(town_code order by id) towns from stores),
         t as (select array_agg(code order by code) codes from (select code from towns order by population desc limit 50) x),
         u as (select min(id) lo, max(id) hi from users)
    insert into orders (id, status, town_code, delivery_method_id, store_id, payment_method_id, phone, first_name,
      last_name, user_id, goods_price, delivery_cost, total, payment_status, created_at, comment)
    select ${base} + i - 1,
      case when r < 0.015 then 'new' when r < 0.03 then 'confirmed' when r < 0.04 then 'packed'
           when r < 0.07 then 'shipped' when r < 0.08 then 'ready_for_pickup' when r < 0.55 then 'delivered'
           when r < 0.85 then 'completed' when r < 0.95 then 'cancelled' else 'returned' end,
      case when d.kinds[dm] = 'pickup' then s.towns[i % cardinality(s.ids) + 1] else t.codes[i % cardinality(t.codes) + 1] end,
      d.ids[dm],
      case when d.kinds[dm] = 'pickup' then s.ids[i % cardinality(s.ids) + 1] end,
      p.ids[i % cardinality(p.ids) + 1],
      ${phoneOf('cust')}, (${firstNames})[cust % 16 + 1], (${lastNames})[(cust / 16) % 16 + 1],
      case when i % 10 < 7 and u.lo + cust - 1 <= u.hi then u.lo + cust - 1 end,
      price, 0, price,
      case when r < 0.55 then 'on_delivery' when r < 0.95 then 'paid' else 'refunded' end,
      timestamptz '${start}' + (i::float8 / ${size.orders} * ${span} + random() * 600) * interval '1 second', ''
    from generate_series(1, ${size.orders}) i cross join d cross join p cross join s cross join t cross join u
    cross join lateral (select random() r, (i * 7 % cardinality(d.ids) + 1) dm,
      ((i::bigint * 2654435761) % ${size.customers} + 1)::int cust, (5000 + (i::bigint * 7919) % 500000) price) x`),
  );
  await db.execute(sql.raw(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`));
  await db.execute(
    sql.raw(`
    with g as (select min(id) lo, max(id) hi from goods)
    insert into order_lines (order_id, good_id, ext_id, title_ua, title_ru, price, quantity)
    select o.id, gd.id, gd.ext_id, gd.title_ua, gd.title_ru, gd.price, 1 + n % 2
    from orders o cross join g cross join lateral generate_series(0, o.id % 3) n
    join goods gd on gd.id = g.lo + (o.id * 31 + n * 977) % (g.hi - g.lo + 1)
    where o.id >= ${base}`),
  );
}

async function seedAudit(db: Db, size: HistorySize, start: string, span: number) {
  const [first] = await db
    .select({ id: min(orders.id) })
    .from(orders)
    .where(gt(orders.createdAt, new Date(start)));
  const base = first?.id ?? 1;
  await db.execute(
    sql.raw(`
    with st as (select array_agg(id order by id) ids, array_agg(login order by id) logins from staff)
    insert into audit_log (at, actor_kind, staff_id, actor_name, action, entity, entity_id, before, after)
    select timestamptz '${start}' + (i::float8 / ${size.audit} * ${span}) * interval '1 second',
      case when k < 8 then 'staff' when k = 8 then 'import' else 'visitor' end,
      case when k < 8 then st.ids[i % cardinality(st.ids) + 1] end,
      case when k < 8 then st.logins[i % cardinality(st.ids) + 1] when k = 8 then '1c' else '10.0.' || (i % 250) || '.7' end,
      (array['order.confirm','order.status','order.status','order.edit','good.update','good.price','review.publish',
        'customer.update','import.apply','staff.sign_in_failed'])[k + 1],
      (array['order','order','order','order','good','good','review','customer','import','staff'])[k + 1],
      (${base} + (i::bigint * 7919) % ${size.orders})::text,
      case when k < 8 then jsonb_build_object('status', 'new') end,
      case when k < 8 then jsonb_build_object('status', 'confirmed') end
    from generate_series(1, ${size.audit}) i cross join lateral (select (i * 13 % 10)::int k) x, st`),
  );
}
