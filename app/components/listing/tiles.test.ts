import { describe, expect, it } from 'vitest';
import { columnsFor } from './tiles';

describe('columnsFor (home brands in whole rows)', () => {
  it('takes the most columns that divide the count, else the most', () => {
    expect(columnsFor(18, [6, 5, 4])).toBe(6);
    expect(columnsFor(15, [6, 5, 4])).toBe(5);
    expect(columnsFor(15, [3, 2])).toBe(3);
    expect(columnsFor(16, [6, 5, 4])).toBe(4);
    expect(columnsFor(7, [6, 5, 4])).toBe(6);
  });
});
