/** CommerceML 2.x files written for the suite: what 1C's "обмін з сайтом" sends. */

export type TestGood = {
  id: string;
  article?: string;
  name: string;
  group?: string;
  maker?: string;
  description?: string;
  pictures?: string[];
  properties?: [string, string][];
  deleted?: boolean;
  /** «Вес» as 1C writes it (kilograms); '0.35' unless given, '' for none. */
  weight?: string;
  /** ХарактеристикиТовара of a 2.03 / 2.04 `Товар` whose Ид is `good#characteristic`. */
  characteristics?: [string, string][];
};

export type TestOffer = {
  id: string;
  /** Наименование; the Ид unless given (2.03 / 2.04 offers carry the good's name). */
  name?: string;
  retail?: string;
  wholesale?: string;
  stock?: [string, string][];
  /** ХарактеристикиТовара: name, value (an offer `good#characteristic` of a variant). */
  characteristics?: [string, string][];
  /** Картинка (2.08+: a characteristic's own pictures). */
  pictures?: string[];
  deleted?: boolean;
};

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const classifierXml = `
  <Классификатор>
    <Ид>cls-1</Ид>
    <Наименование>Класифікатор (Основний каталог товарів)</Наименование>
    <Группы>
      <Группа>
        <Ид>grp-fishing</Ид>
        <Наименование>Риболовля</Наименование>
        <Группы>
          <Группа><Ид>grp-reels</Ид><Наименование>Котушки</Наименование></Группа>
          <Группа><Ид>grp-rods</Ид><Наименование>Вудилища</Наименование></Группа>
        </Группы>
      </Группа>
    </Группы>
    <Свойства>
      <Свойство>
        <Ид>prop-colour</Ид>
        <Наименование>Колір</Наименование>
        <ТипЗначений>Справочник</ТипЗначений>
        <ВариантыЗначений>
          <Справочник><ИдЗначения>val-red</ИдЗначения><Значение>Червоний</Значение></Справочник>
          <Справочник><ИдЗначения>val-black</ИдЗначения><Значение>Чорний</Значение></Справочник>
        </ВариантыЗначений>
      </Свойство>
      <Свойство><Ид>prop-length</Ид><Наименование>Довжина, м</Наименование><ТипЗначений>Число</ТипЗначений></Свойство>
      <Свойство><Ид>prop-series</Ид><Наименование>Серія</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
    </Свойства>
  </Классификатор>`;

const characteristicsXml = (pairs: [string, string][] | undefined) =>
  pairs
    ? `<ХарактеристикиТовара>${pairs
        .map(
          ([n, v]) =>
            `<ХарактеристикаТовара><Наименование>${esc(n)}</Наименование><Значение>${esc(v)}</Значение></ХарактеристикаТовара>`,
        )
        .join('')}</ХарактеристикиТовара>`
    : '';

export function goodXml(g: TestGood): string {
  return `
      <Товар${g.deleted ? ' Статус="Удален"' : ''}>
        <Ид>${esc(g.id)}</Ид>
        ${g.article ? `<Артикул>${esc(g.article)}</Артикул>` : ''}
        <Наименование>${esc(g.name)}</Наименование>
        <БазоваяЕдиница Код="796" НаименованиеПолное="Штука">шт</БазоваяЕдиница>
        ${g.group ? `<Группы><Ид>${g.group}</Ид></Группы>` : ''}
        ${characteristicsXml(g.characteristics)}
        ${g.description ? `<Описание>${esc(g.description)}</Описание>` : ''}
        ${(g.pictures ?? []).map((p) => `<Картинка>${p}</Картинка>`).join('')}
        ${g.maker ? `<Изготовитель><Ид>mk-${esc(g.maker.toLowerCase())}</Ид><Наименование>${esc(g.maker)}</Наименование></Изготовитель>` : ''}
        ${
          g.properties?.length
            ? `<ЗначенияСвойств>${g.properties
                .map(([id, v]) => `<ЗначенияСвойства><Ид>${id}</Ид><Значение>${esc(v)}</Значение></ЗначенияСвойства>`)
                .join('')}</ЗначенияСвойств>`
            : ''
        }
        <ЗначенияРеквизитов>
          <ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>
          ${g.weight === '' ? '' : `<ЗначениеРеквизита><Наименование>Вес</Наименование><Значение>${esc(g.weight ?? '0.35')}</Значение></ЗначениеРеквизита>`}
        </ЗначенияРеквизитов>
      </Товар>`;
}

export const importXml = (goods: readonly TestGood[], options: { onlyChanges?: boolean; encoding?: string } = {}) =>
  `<?xml version="1.0" encoding="${options.encoding ?? 'UTF-8'}"?>
<КоммерческаяИнформация ВерсияСхемы="2.05" ДатаФормирования="2026-11-27T05:00:00">
  ${classifierXml}
  <Каталог СодержитТолькоИзменения="${options.onlyChanges ? 'true' : 'false'}">
    <Ид>cat-1</Ид>
    <ИдКлассификатора>cls-1</ИдКлассификатора>
    <Наименование>Основний каталог товарів</Наименование>
    <Товары>${goods.map(goodXml).join('')}
    </Товары>
  </Каталог>
</КоммерческаяИнформация>
`;

export const priceTypesXml = `
    <ТипыЦен>
      <ТипЦены><Ид>pt-wholesale</Ид><Наименование>Оптова</Наименование><Валюта>UAH</Валюта></ТипЦены>
      <ТипЦены><Ид>pt-retail</Ид><Наименование>Роздрібна</Наименование><Валюта>UAH</Валюта></ТипЦены>
    </ТипыЦен>
    <Склады>
      <Склад><Ид>wh-kyiv</Ид><Наименование>Склад Київ</Наименование></Склад>
      <Склад><Ид>wh-lviv</Ид><Наименование>Склад Львів</Наименование></Склад>
    </Склады>`;

export function offerXml(o: TestOffer): string {
  const price = (type: string, value: string | undefined) =>
    value
      ? `<Цена><Представление>${value} UAH за шт</Представление><ИдТипаЦены>${type}</ИдТипаЦены><ЦенаЗаЕдиницу>${value}</ЦенаЗаЕдиницу><Валюта>UAH</Валюта><Единица>шт</Единица><Коэффициент>1</Коэффициент></Цена>`
      : '';
  const stock = o.stock ?? [];
  const total = stock.reduce((sum, [, q]) => sum + Number(q), 0);
  return `
      <Предложение${o.deleted ? ' Статус="Удален"' : ''}>
        <Ид>${esc(o.id)}</Ид>
        <Наименование>${esc(o.name ?? o.id)}</Наименование>${characteristicsXml(o.characteristics)}
        ${(o.pictures ?? []).map((p) => `<Картинка>${esc(p)}</Картинка>`).join('')}
        <Цены>${price('pt-wholesale', o.wholesale)}${price('pt-retail', o.retail)}</Цены>
        ${o.stock ? `<Количество>${total}</Количество>${stock.map(([w, q]) => `<Склад ИдСклада="${w}" КоличествоНаСкладе="${q}"/>`).join('')}` : ''}
      </Предложение>`;
}

export const offersXml = (offers: readonly TestOffer[], options: { onlyChanges?: boolean } = {}) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.05" ДатаФормирования="2026-11-27T05:00:00">
  <ПакетПредложений СодержитТолькоИзменения="${options.onlyChanges ? 'true' : 'false'}">
    <Ид>cat-1#</Ид>
    <Наименование>Пакет пропозицій</Наименование>
    <ИдКаталога>cat-1</ИдКаталога>
    <ИдКлассификатора>cls-1</ИдКлассификатора>${priceTypesXml}
    <Предложения>${offers.map(offerXml).join('')}
    </Предложения>
  </ПакетПредложений>
</КоммерческаяИнформация>
`;

/** A deterministic generator (mulberry32) for generated catalogues. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A classifier's `Свойства` of `count` properties as UT exports a big one (1,908
 * in a 1.2 MB file): every 10th a string (`Строка`), every 4th a number (`Число`), the rest
 * directories (`Справочник`) of `values` values each (`pv-<n>-<v>`).
 */
export function manyPropertiesXml(count: number, values: number): string {
  const items = Array.from({ length: count }, (_, p) => {
    const kind = propertyKind(p);
    const variants =
      kind === 'Справочник'
        ? `<ВариантыЗначений>${Array.from(
            { length: values },
            (_, v) =>
              `<Справочник><ИдЗначения>pv-${p}-${v}</ИдЗначения><Значение>Значення ${v} властивості ${p}</Значение></Справочник>`,
          ).join('')}</ВариантыЗначений>`
        : '';
    return `
      <Свойство><Ид>prop-${p}</Ид><Наименование>Властивість ${p}</Наименование><ТипЗначений>${kind}</ТипЗначений>${variants}</Свойство>`;
  });
  return `<Свойства>${items.join('')}\n    </Свойства>`;
}

/** The kind of `manyPropertiesXml`'s property `p`. */
export const propertyKind = (p: number) => (p % 10 === 9 ? 'Строка' : p % 4 === 3 ? 'Число' : 'Справочник');
