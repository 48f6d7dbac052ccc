import { crc32, deflateRawSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { createOrder, createOrderInput } from '#core/orders';
import type { Ctx } from '#core/shared';
import { checkForm, fx, type seedFixtures } from '../../checkout/testing';

/** An element of a parsed XML answer: tests read CommerceML back as a tree (strictly: saxes throws). */
export type XmlElement = { name: string; attrs: Record<string, string>; children: XmlElement[]; text: string };

export function xmlTree(xml: string): XmlElement {
  const parser = new SaxesParser();
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (node) => {
    const el: XmlElement = {
      name: node.name,
      attrs: node.attributes as Record<string, string>,
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(el);
    root ??= el;
    stack.push(el);
  });
  parser.on('text', (t) => {
    const top = stack.at(-1);
    if (top) top.text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root');
  return root;
}

/** The first child by name (throws when missing: the test names what it expected). */
export const child = (el: XmlElement, name: string) => {
  const found = el.children.find((c) => c.name === name);
  if (!found) throw new Error(`${el.name} has no ${name}`);
  return found;
};
export const children = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);
/** A document's requisites as name → value. */
export const requisitesOf = (el: XmlElement) =>
  Object.fromEntries(
    children(child(el, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита').map((r) => [
      child(r, 'Наименование').text,
      child(r, 'Значение').text,
    ]),
  );

/** A document 1C sends back: its Ид and requisites (as 1C's "обмін з сайтом" writes them). */
export function incomingXml(
  docs: { id: string | number; requisites: Record<string, string>; operation?: string }[],
  encoding = 'UTF-8',
): string {
  const body = docs
    .map(
      (d) => `  <Документ>
    <Ид>${d.id}</Ид>
    <Номер>ЦБ-${String(d.id).padStart(6, '0')}</Номер>
    <Дата>2026-06-16</Дата>
    <ХозОперация>${d.operation ?? 'Заказ товара'}</ХозОперация>
    <Роль>Продавец</Роль>
    <Товары><Товар><Ид>x</Ид><ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Статус заказа ИД</Наименование><Значение>returned</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар></Товары>
    <ЗначенияРеквизитов>
${Object.entries(d.requisites)
  .map(
    ([n, v]) =>
      `      <ЗначениеРеквизита><Наименование>${n}</Наименование><Значение>${v}</Значение></ЗначениеРеквизита>`,
  )
  .join('\n')}
    </ЗначенияРеквизитов>
  </Документ>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="${encoding}"?>
<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-06-16T10:00:00">
${body}
</КоммерческаяИнформация>
`;
}

let key = 0;

/** A real order through createOrder (pickup at the fixture store, cash unless said). */
export async function placeOrder(
  ctx: Ctx,
  ids: Awaited<ReturnType<typeof seedFixtures>>,
  fields: { delivery?: number; payment?: number; cart?: { id: number; quantity: number }[]; [k: string]: unknown } = {},
): Promise<number> {
  const {
    delivery = ids.delivery.pickup,
    payment = ids.payment.cash,
    cart = [{ id: fx.lure, quantity: 1 }],
    ...rest
  } = fields;
  const r = await createOrder(
    ctx,
    createOrderInput.parse({
      ...checkForm({ delivery, payment, department: String(fx.store), cart }),
      phone: '+38(050)111-22-33',
      first_name: 'Іван',
      last_name: 'Петренко',
      email: 'ivan@example.com',
      idempotency_key: `sale-exchange-${process.pid}-${++key}`,
      ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
    }),
  );
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.check?.messages)}`);
  return r.orderId;
}

/** A zip of the given files, deflated (as 1C packs its exchange files under `zip=yes`). */
export function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = Buffer.from(text);
    const packed = deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
