import { lazy } from 'react';

// One address pattern serves a category, a product and a fish page; each view is a chunk of its own,
// so a page downloads only the one it shows (ADR 0134). No Suspense boundary: the server's HTML
// waits for the view, and so does the page's hydration, its chunk preloaded with the page (`entry.tsx`).
const viewImports = {
  category: () => import('../../components/listing/category-view'),
  good: () => import('../../components/product/good-view'),
  fish: () => import('../../components/listing/fish-view'),
};
export const CategoryView = lazy(() => orReload(viewImports.category()).then((m) => ({ default: m.CategoryView })));
export const FishView = lazy(() => orReload(viewImports.fish()).then((m) => ({ default: m.FishView })));
export const GoodView = lazy(() => orReload(viewImports.good()).then((m) => ({ default: m.GoodView })));

/**
 * A view's chunk that does not load (a new release replaced it, the connection dropped) reloads the
 * page, once per address, as React Router does for a route module: the alternative is the route's
 * error page for a product that exists. A browser remembers a failed module import, so only a
 * reload gets the view again.
 */
function orReload<T>(loading: Promise<T>): Promise<T> {
  if (import.meta.env.SSR) return loading;
  return loading.then(
    (module) => {
      forgetReload();
      return module;
    },
    (error: unknown) => {
      if (!reloadOnce()) throw error;
      return new Promise<T>(() => {});
    },
  );
}

const reloadKey = () => `poplavok:view-reload:${window.location.pathname}`;

function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(reloadKey())) return false;
    sessionStorage.setItem(reloadKey(), '1');
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

function forgetReload(): void {
  try {
    sessionStorage.removeItem(reloadKey());
  } catch {
    // No storage (a private window): nothing was kept.
  }
}

// In the browser the other views load too, so that going from one to another does not wait for a
// chunk once its data is in: at once when a navigation brought this route (its data is on the way),
// after the first page's load otherwise, when the browser is idle.
if (!import.meta.env.SSR) {
  // Ahead of need: a failure here reloads nothing (the shopper did not ask for that view yet).
  const loadViews = () => {
    for (const load of Object.values(viewImports)) load().catch(() => undefined);
  };
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200);
  if ('hydrated' in document.documentElement.dataset) loadViews();
  else if (document.readyState === 'complete') whenIdle(loadViews);
  else window.addEventListener('load', () => whenIdle(loadViews), { once: true });
}
