import { describe, expect, it } from 'vitest';
import type { AdminAttribute } from '#core/catalog/admin';
import { goodInputFromForm } from './good-form.server';
import { inputToKop, kopToInput } from './money';

const attributes: AdminAttribute[] = [
  { id: 1, code: 'length', kind: 'number', title: 'Довжина', unit: 'м', options: [], usedInCategory: true },
  {
    id: 2,
    code: 'colour',
    kind: 'option',
    title: 'Колір',
    unit: null,
    options: [
      { id: 7, value: 'Червоний' },
      { id: 8, value: 'Синій' },
    ],
    usedInCategory: false,
  },
];

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of fields) data.append(key, value);
  return data;
};

const base: [string, string][] = [
  ['extId', 'A-1'],
  ['titleUa', 'Вудка'],
  ['titleRu', 'Удочка'],
  ['price', '1 299,5'],
  ['oldPrice', ''],
  ['sellStatus', '4'],
  ['isActive', 'on'],
  ['categoryId', '12'],
  ['brandId', ''],
];

describe('the good form', () => {
  it('money in гривні both ways, exactly: comma or dot, spaces, "грн"; three decimals or letters are no amount', () => {
    expect(inputToKop('1 299,5')).toBe(129_950);
    expect(inputToKop('7.31 грн')).toBe(731);
    expect(inputToKop('1\u202f000')).toBe(100_000);
    expect(inputToKop('')).toBeNull();
    expect(inputToKop('1,999')).toBeUndefined();
    expect(inputToKop('абв')).toBeUndefined();
    expect(kopToInput(129_950)).toBe('1299,50');
    expect(kopToInput(5)).toBe('0,05');
    expect(kopToInput(null)).toBe('');
  });

  it('reads characteristics, tags and stock only when the form showed them; the extra row matches an option by its text', () => {
    const parsed = goodInputFromForm(
      form([
        ...base,
        ['attrsShown', '1'],
        ['attr.1', '2,4'],
        ['attrNew', '2'],
        ['attrNewValue', 'синій'],
        ['tagsShown', '1'],
        ['tag', '1'],
        ['tag', '3'],
        ['stockShown', '1'],
        ['stock.5', '3'],
        ['stock.6', ''],
      ]),
      { attributes },
      42,
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.input).toMatchObject({
      id: 42,
      price: 129_950,
      oldPrice: null,
      brandId: null,
      isActive: true,
      attributes: [
        { attributeId: 1, valueNum: 2.4 },
        { attributeId: 2, optionId: 8 },
      ],
      tagIds: [1, 3],
      stock: [
        { storeId: 5, quantity: 3 },
        { storeId: 6, quantity: 0 },
      ],
    });
    const bare = goodInputFromForm(form(base), { attributes });
    if (!bare.ok) throw new Error('refused');
    expect(bare.input).toMatchObject({ attributes: undefined, tagIds: undefined, stock: undefined });
  });

  it('tells the field of a price, a number or a stock that is not one', () => {
    const parsed = goodInputFromForm(
      form([...base.filter(([k]) => k !== 'price'), ['price', 'дорого'], ['attr.1', 'довга'], ['stock.5', '-1']]),
      { attributes },
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(['attributes', 'price', 'stock']);
  });
});
