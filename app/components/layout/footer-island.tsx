import { Island, islandContent } from './island';

// The footer, the newsletter form and the bug report trigger: their own chunk (ADR 0122).
const footer = islandContent(() => import('./footer').then((m) => m.Footer));

/**
 * The footer (SPEC §2) as an island (island.tsx): in the server's HTML, hydrated once it comes
 * within 600 px of the viewport or is pointed at or focused.
 */
export function FooterIsland() {
  return <Island as="div" className="footer-island" of={footer} contentProps={{}} nearPx={600} />;
}
