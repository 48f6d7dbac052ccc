import type { XmlElement } from '#test/support/exchange1c/sale';

/**
 * The content models of the CommerceML 2 elements an orders answer carries, copied by hand from
 * 1C's published schema (ADR 0118 "Orders to 1C"):
 * - 2.08: debrsky/berg-app, `DOC/commerceml-2.08.xsd` (version="2.08", urn:1C.ru:commerceml_2);
 * - 2.10: debrsky/berg-app, `commerceml.xsd` (version="2.10"), the schema 1C publishes at
 *   v8.1c.ru/edi/edi_stnd/90/92.htm.
 * The two agree on every element here; 2.10 only adds `ПодчиненныеДокументы` at the end of
 * `Документ`. Each model is the type's xs:sequence in order (a derived type's own sequence after
 * its base's, as xs:extension appends), optional elements included so that an element out of
 * place is caught; `choice` is the schema's ЮрЛица / ФизЛица choice (only the branch we emit is
 * spelled out whole). Elements without a model hold text only. Not a general XSD validator.
 */
type Particle =
  | { el: string; min?: 0 | 1; max?: number; model?: string; values?: readonly string[]; pattern?: RegExp }
  | { choice: Particle[][] };

const many = Number.POSITIVE_INFINITY;
const opt = (el: string, more: Omit<Extract<Particle, { el: string }>, 'el'> = {}): Particle => ({
  el,
  min: 0,
  ...more,
});
const date = /^\d{4}-\d{2}-\d{2}$/;
const decimal2 = /^-?\d{1,16}(\.\d{1,2})?$/;

// ХозОперацияТип, РольТип, КонтактТип, АдресТип enumerations (both versions).
const operations = [
  'Заказ товара',
  'Счет на оплату',
  'Отпуск товара',
  'Счет-фактура',
  'Возврат товара',
  'Передача товара на комиссию',
  'Возврат комиссионного товара',
  'Отчет о продажах комиссионного товара',
  'Отчет о списании комиссионного товара',
  'Выплата наличных денег',
  'Возврат наличных денег',
  'Выплата безналичных денег',
  'Возврат безналичных денег',
  'Переоценка товаров',
  'Передача прав',
  'Прочие',
];
const roles = [
  'Продавец',
  'Покупатель',
  'Плательщик',
  'Получатель',
  'Комитент',
  'Комиссионер',
  'Лицензиар',
  'Лицензиат',
];
const contactTypes = [
  'Телефон внутренний',
  'Телефон рабочий',
  'Телефон мобильный',
  'Телефон домашний',
  'Пейджер',
  'Факс',
  'Почта',
  'ICQ',
  'ВебСайт',
  'Координаты на карте',
  'Прочее',
];
const addressTypes = [
  'Почтовый индекс',
  'Страна',
  'Регион',
  'Район',
  'Населенный пункт',
  'Город',
  'Улица',
  'Дом',
  'Корпус',
  'Квартира',
];

/** group РеквизитыЮрЛица (its first element, required, picks the branch) and РеквизитыФизЛица. */
const legalOrPerson: Particle = {
  choice: [
    [{ el: 'ОфициальноеНаименование' }, opt('ЮридическийАдрес', { model: 'Адрес' }), opt('ИНН'), opt('КПП')],
    [
      { el: 'ПолноеНаименование' },
      ...['Обращение', 'Фамилия', 'Имя', 'Отчество', 'ДатаРождения', 'МестоРождения', 'Пол', 'ИНН', 'КПП'].map((n) =>
        opt(n),
      ),
      opt('УдостоверениеЛичности'),
      opt('АдресРегистрации', { model: 'Адрес' }),
      opt('Организация'),
      opt('Должность'),
    ],
  ],
};

const models: Record<string, Particle[]> = {
  КоммерческаяИнформация: [opt('Классификатор'), opt('Документ', { max: many, model: 'Документ' })],
  Документ: [
    { el: 'Ид', pattern: /^.{1,40}$/ },
    { el: 'Номер' },
    { el: 'Дата', pattern: date },
    { el: 'ХозОперация', values: operations },
    { el: 'Роль', values: roles },
    { el: 'Валюта', pattern: /^.{3}$/ },
    { el: 'Курс' },
    { el: 'Сумма', pattern: decimal2 },
    { el: 'Контрагенты', model: 'Контрагенты' },
    opt('Время', { pattern: /^\d{2}:\d{2}:\d{2}$/ }),
    opt('СрокПлатежа', { pattern: date }),
    opt('Комментарий'),
    opt('Налоги'),
    opt('Скидки', { model: 'Скидки' }),
    opt('ДопРасходы'),
    opt('Склады'),
    opt('Товары', { model: 'Товары' }),
    opt('ЗначенияРеквизитов', { model: 'ЗначенияРеквизитов' }),
    opt('Подписанты'),
    opt('ПодчиненныеДокументы'),
  ],
  Контрагенты: [{ el: 'Контрагент', max: many, model: 'ДокументКонтрагент' }],
  // cml:Контрагент, then the document's extension: Роль, РасчетныйСчет, Склад.
  ДокументКонтрагент: [
    opt('Ид', { pattern: /^.{1,40}$/ }),
    opt('Наименование'),
    legalOrPerson,
    opt('Комментарий'),
    opt('Адрес', { model: 'Адрес' }),
    opt('Контакты', { model: 'Контакты' }),
    opt('Представители', { model: 'Представители' }),
    { el: 'Роль', values: roles },
    opt('РасчетныйСчет'),
    opt('Склад'),
  ],
  Представители: [{ el: 'Представитель', max: many, model: 'Представитель' }],
  Представитель: [
    opt('Ид', { pattern: /^.{1,40}$/ }),
    opt('Наименование'),
    legalOrPerson,
    opt('Комментарий'),
    opt('Адрес', { model: 'Адрес' }),
    opt('Контакты', { model: 'Контакты' }),
    { el: 'Отношение' },
  ],
  Адрес: [{ el: 'Представление' }, opt('Комментарий'), opt('АдресноеПоле', { max: 10, model: 'АдресноеПоле' })],
  АдресноеПоле: [{ el: 'Тип', values: addressTypes }, { el: 'Значение' }],
  Контакты: [{ el: 'Контакт', max: many, model: 'Контакт' }],
  Контакт: [{ el: 'Тип', values: contactTypes }, { el: 'Значение' }, opt('Комментарий')],
  Товары: [{ el: 'Товар', max: many, model: 'ДокументТовар' }],
  // cml:Товар (group ИдентификаторТовара … ЗначенияРеквизитов), then the document's extension.
  ДокументТовар: [
    ...['Ид', 'Штрихкод', 'Артикул'].map((n) => opt(n)),
    { el: 'Наименование' },
    { el: 'БазоваяЕдиница' },
    ...['ИдТовараУКонтрагента', 'Группы', 'Описание'].map((n) => opt(n)),
    opt('Картинка', { max: many }),
    ...['Страна', 'ТорговаяМарка', 'ВладелецТорговойМарки', 'Изготовитель', 'ЗначенияСвойств', 'СтавкиНалогов'].map(
      (n) => opt(n),
    ),
    ...['Акцизы', 'Комплектующие', 'Аналоги', 'ХарактеристикиТовара'].map((n) => opt(n)),
    opt('ЗначенияРеквизитов', { model: 'ЗначенияРеквизитов' }),
    ...['ИдКаталога', 'ИдКлассификатора'].map((n) => opt(n)),
    opt('ЦенаЗаЕдиницу', { pattern: decimal2 }),
    opt('Количество', { pattern: /^\d+(\.\d+)?$/ }),
    opt('Сумма', { pattern: decimal2 }),
    ...['Единица', 'Коэффициент', 'ДополнительныеДанные', 'СтранаПроисхождения', 'ГТД', 'Налоги'].map((n) => opt(n)),
    opt('Скидки', { model: 'Скидки' }),
    ...['ДопРасходы', 'ДополнительныеЗначенияРеквизитов', 'Склады'].map((n) => opt(n)),
  ],
  Скидки: [{ el: 'Скидка', max: many, model: 'Скидка' }],
  Скидка: [
    { el: 'Наименование' },
    { el: 'Сумма', pattern: decimal2 },
    opt('Процент'),
    opt('УчтеноВСумме', { values: ['true', 'false'] }),
    opt('Комментарий'),
  ],
  ЗначенияРеквизитов: [{ el: 'ЗначениеРеквизита', max: many, model: 'ЗначениеРеквизита' }],
  ЗначениеРеквизита: [{ el: 'Наименование' }, { el: 'Значение', max: many }],
};

/**
 * Where an answer breaks the schema's sequences: `[]` when every element we emit stands where
 * the schema puts it, else one line per fault with the element's path.
 */
export function schemaFaults(root: XmlElement): string[] {
  const faults: string[] = [];
  if (root.name !== 'КоммерческаяИнформация') return [`root is ${root.name}`];
  for (const attr of ['ВерсияСхемы', 'ДатаФормирования'])
    if (!root.attrs[attr]) faults.push(`КоммерческаяИнформация: no ${attr}`);
  // targetNamespace with elementFormDefault="qualified": every element is in 1C's namespace.
  if (root.attrs.xmlns !== 'urn:1C.ru:commerceml_2')
    faults.push('КоммерческаяИнформация: not in urn:1C.ru:commerceml_2');
  check(root, 'КоммерческаяИнформация', root.name, faults);
  return faults;
}

type ElementParticle = Extract<Particle, { el: string }>;

function check(node: XmlElement, model: string, path: string, faults: string[]) {
  const sequence = flatten(models[model] ?? [], node.children, path, faults);
  const counts = sequence.map(() => 0);
  let at = 0;
  for (const [i, child] of node.children.entries()) {
    let k = at;
    while (k < sequence.length && (sequence[k]?.el !== child.name || (counts[k] ?? 0) >= (sequence[k]?.max ?? 1))) k++;
    const p = sequence[k];
    if (!p) {
      faults.push(`${path}: ${child.name} is out of place (after ${node.children[i - 1]?.name ?? 'start'})`);
      const known = sequence.find((s) => s.el === child.name);
      if (known) leaf(child, known, `${path}/${child.name}`, faults);
      continue;
    }
    for (let j = at; j < k; j++)
      if (isRequired(sequence[j], counts[j])) faults.push(`${path}: expected ${sequence[j]?.el} before ${child.name}`);
    counts[k] = (counts[k] ?? 0) + 1;
    at = k;
    leaf(child, p, `${path}/${child.name}`, faults);
  }
  for (let j = at; j < sequence.length; j++)
    if (isRequired(sequence[j], counts[j])) faults.push(`${path}: expected ${sequence[j]?.el} at the end`);
}

const isRequired = (p: ElementParticle | undefined, count = 0) => p !== undefined && count < (p.min ?? 1);

/** A sequence with its choice resolved: the branch whose first (required) element is present. */
function flatten(particles: Particle[], children: XmlElement[], path: string, faults: string[]): ElementParticle[] {
  return particles.flatMap((p) => {
    if (!('choice' in p)) return [p];
    const firsts = p.choice.map((b) => (b[0] as ElementParticle).el);
    const branch = p.choice.find((b) => children.some((c) => c.name === (b[0] as ElementParticle).el));
    if (!branch) faults.push(`${path}: expected one of ${firsts.join(' | ')}`);
    return (branch ?? []) as ElementParticle[];
  });
}

function leaf(node: XmlElement, p: ElementParticle, path: string, faults: string[]) {
  if (p.model) return check(node, p.model, path, faults);
  const text = node.text.trim();
  if (node.children.length && p.el !== 'БазоваяЕдиница') faults.push(`${path}: holds elements, text expected`);
  if (p.values && !p.values.includes(text)) faults.push(`${path}: «${text}» is not one of the schema's values`);
  if (p.pattern && !p.pattern.test(text)) faults.push(`${path}: «${text}» does not fit its type`);
}
