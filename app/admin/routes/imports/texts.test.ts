import { describe, expect, it } from 'vitest';
import { columnNames, issueText } from './texts';

// The goods import's parcel columns are worded for the back office (Ukrainian, DESIGN.md).
describe('import texts', () => {
  it('a wrong weight or size says the unit and how to convert', () => {
    expect(issueText({ line: 3, code: 'bad_weight', column: 'weight_g', value: '1,2' })).toBe(
      'Неправильна вага «1,2»: потрібне ціле число грамів від 1 до 1 000 000 (1,2 кг — це 1200).',
    );
    expect(issueText({ line: 4, code: 'bad_size', column: 'length_mm', value: '0' })).toBe(
      'Неправильний розмір «0» у стовпці «Довжина, мм»: потрібне ціле число міліметрів від 1 до 1 000 000 (12 см — це 120).',
    );
    // 1C's «Вес» is kilograms: its message says so (ADR 0102).
    expect(issueText({ line: 5, code: 'bad_weight', column: 'Вес', value: 'три' })).toContain('кілограми');
    expect(['weight_g', 'length_mm', 'width_mm', 'height_mm'].map((c) => columnNames[c])).toEqual([
      'Вага, г',
      'Довжина, мм',
      'Ширина, мм',
      'Висота, мм',
    ]);
  });
});
