import { describe, expect, it } from 'vitest';
import { nextTabScroll, tabArrows, tabScrollStep } from './tab-strip';

describe('product tab strip (§2 "Tab scroll step 150px")', () => {
  it('moves 150 px per click and stops at either end', () => {
    expect(tabScrollStep).toBe(150);
    expect(nextTabScroll(0, 400, 1)).toBe(150);
    expect(nextTabScroll(150, 400, 1)).toBe(300);
    expect(nextTabScroll(300, 400, 1)).toBe(400);
    expect(nextTabScroll(400, 400, 1)).toBe(400);
    expect(nextTabScroll(100, 400, -1)).toBe(0);
    expect(nextTabScroll(0, 0, 1)).toBe(0);
  });

  it('shows the arrows only where the strip can move', () => {
    expect(tabArrows(0, 0)).toEqual({ back: false, forward: false });
    expect(tabArrows(0, 300)).toEqual({ back: false, forward: true });
    expect(tabArrows(150, 300)).toEqual({ back: true, forward: true });
    expect(tabArrows(299.5, 300)).toEqual({ back: true, forward: false });
  });
});
