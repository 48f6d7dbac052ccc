import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** A navigation shorter than this shows no loading bar (no flash on fast pages). */
export const loadingDelayMs = 300;

/**
 * A thin bar at the top while a navigation takes longer than 300 ms (SPEC §2 loading overlay).
 * Decoration only (`aria-hidden`): it sits outside every landmark, and the page it leads to is what
 * a screen reader announces.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), loadingDelayMs);
    return () => clearTimeout(timer);
  }, [busy]);
  return shown ? <div className="navigation-progress" aria-hidden="true" /> : null;
}
