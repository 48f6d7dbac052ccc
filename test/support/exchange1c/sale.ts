import { SaxesParser } from 'saxes';
import { createOrder, createOrderInput } from '#core/orders';
import type { Ctx } from '#core/shared';
import { checkForm, fx, type seedFixtures } from '#test/support/checkout';

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

/**
 * A file of documents as 1C's own exchange sends them back: in 1C's namespace,
 * every element where CommerceML 2.08's sequence puts it — Время after Контрагенты, the buyer's
 * Роль last, a goods line's requisites before its price — and the requisites 1C writes (Bitrix's
 * "Статуса заказа ИД", "Проведен", "ПометкаУдаления", "… по 1С").
 */
export function oneCAnswerXml(docs: { id: string | number; requisites: Record<string, string> }[]): string {
  const requisites = (pairs: Record<string, string>, pad: string) =>
    Object.entries(pairs)
      .map(
        ([n, v]) =>
          `${pad}<ЗначениеРеквизита>\n${pad}  <Наименование>${n}</Наименование>\n${pad}  <Значение>${v}</Значение>\n${pad}</ЗначениеРеквизита>`,
      )
      .join('\n');
  const body = docs
    .map(
      (d) => `  <Документ>
    <Ид>${d.id}</Ид>
    <Номер>${d.id}</Номер>
    <Дата>2026-06-15</Дата>
    <ХозОперация>Заказ товара</ХозОперация>
    <Роль>Продавец</Роль>
    <Валюта>грн</Валюта>
    <Курс>1</Курс>
    <Сумма>1200.00</Сумма>
    <Контрагенты>
      <Контрагент>
        <Ид>phone-380501112233</Ид>
        <Наименование>Петренко Іван</Наименование>
        <ПолноеНаименование>Петренко Іван</ПолноеНаименование>
        <Фамилия>Петренко</Фамилия>
        <Имя>Іван</Имя>
        <Роль>Покупатель</Роль>
      </Контрагент>
    </Контрагенты>
    <Время>12:00:00</Время>
    <Комментарий/>
    <Товары>
      <Товар>
        <Ид>FX1</Ид>
        <Наименование>Воблер</Наименование>
        <БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>
        <ЗначенияРеквизитов>
${requisites({ ВидНоменклатуры: 'Товар', ТипНоменклатуры: 'Товар' }, '          ')}
        </ЗначенияРеквизитов>
        <ЦенаЗаЕдиницу>1200.00</ЦенаЗаЕдиницу>
        <Количество>1</Количество>
        <Сумма>1200.00</Сумма>
      </Товар>
    </Товары>
    <ЗначенияРеквизитов>
${requisites(d.requisites, '      ')}
    </ЗначенияРеквизитов>
  </Документ>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ВерсияСхемы="2.08" ДатаФормирования="2026-06-16T10:00:00">
${body}
</КоммерческаяИнформация>
`;
}
