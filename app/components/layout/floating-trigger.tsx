import { type ComponentType, useEffect, useState } from 'react';

/** The buttons appear once the page has scrolled this far (SPEC §2 Mobile "after scrolling"). */
const showAfterPx = 400;

/**
 * Where the floating buttons (floating-buttons.tsx) mount: nothing, and none of their code, until
 * the page first scrolls past the point where they show (ADR 0122); then they stay mounted.
 */
export function FloatingTrigger() {
  const [Buttons, setButtons] = useState<ComponentType<{ showAfterPx: number }> | null>(null);
  useEffect(() => {
    if (Buttons) return;
    let live = true;
    const onScroll = () => {
      if (window.scrollY <= showAfterPx) return;
      window.removeEventListener('scroll', onScroll);
      import('./floating-buttons').then(
        (m) => live && setButtons(() => m.FloatingButtons),
        // Decoration: without its chunk (offline, a new deploy) the page simply has no buttons.
        () => undefined,
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      live = false;
      window.removeEventListener('scroll', onScroll);
    };
  }, [Buttons]);
  return Buttons ? <Buttons showAfterPx={showAfterPx} /> : null;
}
