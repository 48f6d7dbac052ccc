/** SPEC §2: a horizontal tab strip moves this far per arrow click. */
export const tabScrollStep = 150;

/** Where a strip scrolled to `left` (of at most `max`) goes after one arrow click: 150 px, clamped to its ends. */
export function nextTabScroll(left: number, max: number, direction: -1 | 1, step = tabScrollStep): number {
  return Math.min(Math.max(0, max), Math.max(0, left + direction * step));
}

/** Which arrows can move the strip: none when everything fits (1 px of rounding allowed). */
export function tabArrows(left: number, max: number): { back: boolean; forward: boolean } {
  return { back: left > 1, forward: max - left > 1 };
}
