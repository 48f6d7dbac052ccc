import { describe, expect, it } from 'vitest';
import { auditChanges, auditValue } from './changes';

/** The audit log showed `"price": 81500`; fields and money read as people read them. */
describe('audit changes as people read them', () => {
  it('names fields in Ukrainian and shows kopiyky as грн, before → after', () => {
    expect(auditChanges({ price: 81_500, oldPrice: null }, { price: 79_900, oldPrice: 99_000 })).toEqual([
      { key: 'price', label: 'Ціна', before: '815,00 грн', after: '799,00 грн' },
      { key: 'oldPrice', label: 'Стара ціна', before: null, after: '990,00 грн' },
    ]);
  });

  it('reads yes / no, Kyiv times, HTML as words, lists and maps; unknown fields keep their key', () => {
    expect(auditValue('isActive', false)).toBe('ні');
    expect(auditValue('startsAt', '2026-11-25T12:05:00.000Z')).toBe('25.11.2026 14:05');
    expect(auditValue('descriptionUa', '<p>Нова <b>котушка</b> &amp; шпуля</p>')).toBe('Нова котушка & шпуля');
    expect(auditValue('tagIds', [1, 2])).toBe('1, 2');
    expect(auditValue('stock', { 3: 5 })).toBe('3: 5');
    expect(auditValue('weightG', 450)).toBe('450');
    expect(auditChanges(null, { rowsDone: 2, somethingNew: 'x' })).toEqual([
      { key: 'rowsDone', label: 'Рядків застосовано', before: null, after: '2' },
      { key: 'somethingNew', label: 'somethingNew', before: null, after: 'x' },
    ]);
    expect(auditValue('descriptionUa', 'x'.repeat(400))?.length).toBe(160);
  });
});
