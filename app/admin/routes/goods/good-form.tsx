import type { ReactNode } from 'react';
import type { AdminGood, GoodFormOptions } from '#core/catalog/admin';
import { type ActionData, ActionResult, AdminForm, Field } from '../../components/admin-form';
import { RichText } from '../../components/rich-text';
import { DateTime } from '../../components/values';
import { kopToInput } from './money';

/** What the form shows: a saved good, or a new one's starting values. */
export type GoodFormGood = Pick<
  AdminGood,
  | 'extId'
  | 'slug'
  | 'titleUa'
  | 'titleRu'
  | 'variantUa'
  | 'variantRu'
  | 'descriptionUa'
  | 'descriptionRu'
  | 'metaTitleUa'
  | 'metaTitleRu'
  | 'metaDescriptionUa'
  | 'metaDescriptionRu'
  | 'price'
  | 'oldPrice'
  | 'sellStatus'
  | 'isActive'
  | 'categoryId'
  | 'brandId'
  | 'attributes'
  | 'tagIds'
> &
  Partial<Pick<AdminGood, 'weightG' | 'lengthMm' | 'widthMm' | 'heightMm'>> & {
    stores?: AdminGood['stores'];
    reservedOut?: boolean;
    promotion?: { title: string; endsAt: string | Date } | null;
    currentPrice?: number;
  };

/** The posted fields of a refused save: the form shows them again (without JS too). */
export type Posted = Record<string, string[]>;

type Props = {
  good: GoodFormGood;
  options: Omit<GoodFormOptions, 'categories'> & { categories: { id: number; title: string; depth: number }[] };
  result: (ActionData & { posted?: Posted }) | undefined;
  submitLabel: string;
};

/**
 * The good's form: texts ua/ru side by side, price, status, category and brand,
 * characteristics, tags, stock per store, and one "Зберегти" with its result beside it. A plain
 * post: it works without JavaScript.
 */
export function GoodForm({ good, options, result, submitLabel }: Props) {
  const errors = result?.errors ?? {};
  const posted = result?.ok === false ? result.posted : undefined;
  const value = (name: string, saved: string | number | null | undefined) =>
    posted ? (posted[name]?.[0] ?? '') : saved === null || saved === undefined ? '' : String(saved);
  const checked = (name: string, saved: boolean) => (posted ? posted[name]?.[0] === 'on' : saved);
  const savedAttr = (id: number) => {
    const v = good.attributes[String(id)];
    return typeof v === 'string' ? v.slice(1) : v === undefined ? '' : String(v).replace('.', ',');
  };
  const shownAttributes = options.attributes.filter((a) => a.usedInCategory || String(a.id) in good.attributes);
  const otherAttributes = options.attributes.filter((a) => !shownAttributes.includes(a));
  const tagChecked = (id: number) => (posted ? (posted.tag ?? []).includes(String(id)) : good.tagIds.includes(id));
  const text = (name: string, label: string, saved: string | null, long = false, max = 300) => (
    <Field label={label} name={name} error={errors[name]}>
      {long ? (
        <RichText id={`f-${name}`} name={name} label={label} defaultValue={value(name, saved)} maxLength={50_000} />
      ) : (
        <input id={`f-${name}`} name={name} defaultValue={value(name, saved)} maxLength={max} />
      )}
    </Field>
  );
  const open = (good.stores ?? []).filter((s) => s.isActive);
  const total = (key: 'quantity' | 'reserved' | 'available') => open.reduce((sum, s) => sum + s[key], 0);
  return (
    <AdminForm method="post" className="catalog-form" aria-label="Товар">
      <input type="hidden" name="intent" value="save" />
      <Section title="Основне">
        <div className="admin-form-grid">
          <Field label="Код товару" name="extId" error={errors.extId}>
            <input id="f-extId" name="extId" required maxLength={40} defaultValue={value('extId', good.extId)} />
          </Field>
          <Field label="Адреса (slug)" name="slug" error={errors.slug} hint="Порожньо — з української назви">
            <input id="f-slug" name="slug" maxLength={200} defaultValue={value('slug', good.slug)} />
          </Field>
          <Field label="Категорія" name="categoryId" error={errors.categoryId}>
            <select id="f-categoryId" name="categoryId" defaultValue={value('categoryId', good.categoryId)} required>
              <option value="">— оберіть —</option>
              {options.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {'\u00a0\u00a0'.repeat(c.depth)}
                  {c.title}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Бренд" name="brandId" error={errors.brandId}>
            <select id="f-brandId" name="brandId" defaultValue={value('brandId', good.brandId)}>
              <option value="">без бренду</option>
              {options.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.title}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Статус продажу" name="sellStatus" error={errors.sellStatus}>
            <select id="f-sellStatus" name="sellStatus" defaultValue={value('sellStatus', good.sellStatus)}>
              <option value="4">Продається (4)</option>
              <option value="1">Очікується (1)</option>
              <option value="0">Не продається (0)</option>
            </select>
          </Field>
          <div className="admin-field admin-check">
            <label>
              <input type="checkbox" name="isActive" defaultChecked={checked('isActive', good.isActive)} /> Показувати
              на сайті
            </label>
          </div>
        </div>
      </Section>
      <Section title="Ціна">
        <div className="admin-form-grid">
          <Field label="Ціна" name="price" error={errors.price} hint="грн, наприклад 1299,50">
            <input
              id="f-price"
              name="price"
              inputMode="decimal"
              required
              defaultValue={value('price', good.price > 0 ? kopToInput(good.price) : '')}
            />
          </Field>
          <Field label="Стара ціна" name="oldPrice" error={errors.oldPrice} hint="закреслена; порожньо — немає">
            <input
              id="f-oldPrice"
              name="oldPrice"
              inputMode="decimal"
              defaultValue={value('oldPrice', kopToInput(good.oldPrice))}
            />
          </Field>
        </div>
        {good.promotion ? (
          <p className="catalog-note">
            Зараз діє акція «{good.promotion.title}» до <DateTime value={good.promotion.endsAt} />: покупці платять{' '}
            {kopToInput(good.currentPrice)} грн. Тут — ціна каталогу; акційна рахується з неї й повернеться після акції.
          </p>
        ) : null}
      </Section>
      <Section title="Посилка">
        <input type="hidden" name="parcelShown" value="1" />
        <div className="admin-form-grid">
          {(
            [
              ['weightG', 'Вага, г', 'з пакуванням'],
              ['lengthMm', 'Довжина, мм', 'найдовша сторона'],
              ['widthMm', 'Ширина, мм', ''],
              ['heightMm', 'Висота, мм', ''],
            ] as const
          ).map(([name, label, hint]) => (
            <Field key={name} label={label} name={name} error={errors[name]} hint={hint || 'порожньо — невідомо'}>
              <input id={`f-${name}`} name={name} inputMode="numeric" defaultValue={value(name, good[name])} />
            </Field>
          ))}
        </div>
        <p className="catalog-note">
          З ваги й розмірів товарів рахується тариф перевізника в кошику; без них товар важить 1 кг у коробці 30×20×10
          см.
        </p>
      </Section>
      <Section title="Тексти">
        <div className="catalog-langs">
          <h3>Українською</h3>
          <h3>Російською</h3>
          {text('titleUa', 'Назва', good.titleUa)}
          {text('titleRu', 'Назва (рос)', good.titleRu)}
          {text('variantUa', 'Варіант (довжина, колір…)', good.variantUa, false, 120)}
          {text('variantRu', 'Варіант (рос)', good.variantRu, false, 120)}
          {text('descriptionUa', 'Опис', good.descriptionUa, true)}
          {text('descriptionRu', 'Опис (рос)', good.descriptionRu, true)}
          {text('metaTitleUa', 'Meta title', good.metaTitleUa)}
          {text('metaTitleRu', 'Meta title (рос)', good.metaTitleRu)}
          {text('metaDescriptionUa', 'Meta description', good.metaDescriptionUa, false, 1000)}
          {text('metaDescriptionRu', 'Meta description (рос)', good.metaDescriptionRu, false, 1000)}
        </div>
      </Section>
      <Section title="Характеристики" error={errors.attributes ?? errors.attrNew}>
        <input type="hidden" name="attrsShown" value="1" />
        <div className="catalog-attrs">
          {shownAttributes.map((a) => {
            const name = `attr.${a.id}`;
            const label = a.unit ? `${a.title}, ${a.unit}` : a.title;
            return (
              <Field key={a.id} label={label} name={name}>
                {a.kind === 'option' ? (
                  <select id={`f-${name}`} name={name} defaultValue={value(name, savedAttr(a.id))}>
                    <option value="">—</option>
                    {a.options.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.value}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input id={`f-${name}`} name={name} inputMode="decimal" defaultValue={value(name, savedAttr(a.id))} />
                )}
              </Field>
            );
          })}
          {otherAttributes.length ? (
            <Field label="Додати характеристику" name="attrNew" hint="і значення: число або один із варіантів">
              <select id="f-attrNew" name="attrNew" defaultValue={value('attrNew', '')}>
                <option value="">—</option>
                {otherAttributes.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.title}
                  </option>
                ))}
              </select>
              <input
                name="attrNewValue"
                aria-label="Значення нової характеристики"
                defaultValue={value('attrNewValue', '')}
              />
            </Field>
          ) : null}
        </div>
      </Section>
      <Section title="Теги">
        <input type="hidden" name="tagsShown" value="1" />
        <div className="catalog-checks">
          {options.tags.map((t) => (
            <label key={t.id}>
              <input type="checkbox" name="tag" value={t.id} defaultChecked={tagChecked(t.id)} /> {t.title}
            </label>
          ))}
        </div>
      </Section>
      {good.stores ? (
        <Section title="Залишки по магазинах" error={errors.stock}>
          <input type="hidden" name="stockShown" value="1" />
          {good.reservedOut ? (
            <p className="catalog-note catalog-note-held" data-testid="reserved-out">
              Зарезервовано повністю: відкриті замовлення тримають усі штуки, на сайті товар «немає в наявності».
            </p>
          ) : null}
          <table className="admin-table catalog-stock">
            <thead>
              <tr>
                <th scope="col" className="catalog-stock-town">
                  Місто
                </th>
                <th scope="col">Магазин</th>
                <th scope="col" className="admin-num">
                  <span className="catalog-wide">Залишок з 1С, шт</span>
                  <span className="catalog-narrow">З 1С</span>
                </th>
                <th scope="col" className="admin-num" title="Відкриті замовлення тримають ці штуки (ADR 0120)">
                  <span className="catalog-wide">Зарезервовано</span>
                  <span className="catalog-narrow">Резерв</span>
                </th>
                <th scope="col" className="admin-num" title="Що ще може купити покупець: залишок мінус резерв">
                  Доступно
                </th>
              </tr>
            </thead>
            <tbody>
              {good.stores.map((s) => (
                <tr key={s.id}>
                  <td className="catalog-stock-town">{s.town}</td>
                  <td className="catalog-stock-store">
                    <label htmlFor={`f-stock-${s.id}`}>{s.title}</label>
                    {s.isActive ? null : <small className="admin-hint"> (закритий)</small>}
                  </td>
                  <td className="admin-num">
                    <input
                      id={`f-stock-${s.id}`}
                      name={`stock.${s.id}`}
                      inputMode="numeric"
                      pattern="\d*"
                      defaultValue={value(`stock.${s.id}`, s.quantity)}
                    />
                  </td>
                  <td className="admin-num" data-testid={`reserved-${s.id}`}>
                    {s.reserved}
                  </td>
                  <td className="admin-num" data-testid={`available-${s.id}`}>
                    {s.available}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td className="catalog-stock-town" />
                <td>Разом у відкритих магазинах</td>
                <td className="admin-num">{total('quantity')}</td>
                <td className="admin-num">{total('reserved')}</td>
                <td className="admin-num">{total('available')}</td>
              </tr>
            </tfoot>
          </table>
        </Section>
      ) : (
        <p className="admin-hint">Залишки по магазинах і фото — після створення товару.</p>
      )}
      <div className="catalog-save">
        <button type="submit" className="admin-button admin-button-primary">
          {submitLabel}
        </button>
        <ActionResult data={result} />
      </div>
    </AdminForm>
  );
}

function Section({ title, error, children }: { title: string; error?: string; children: ReactNode }) {
  return (
    <section className="admin-section">
      <h2>{title}</h2>
      {error ? <p className="admin-error">{error}</p> : null}
      {children}
    </section>
  );
}
