import {
  type ComponentType,
  type HTMLAttributes,
  type LazyExoticComponent,
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';

/** Content rendered late: its loader, and the same as a lazy component for the server's render. */
export type IslandContent<P extends object> = {
  load: () => Promise<ComponentType<P>>;
  server: LazyExoticComponent<ComponentType<P>>;
};

/**
 * Declares content for an `Island`, at module level. `load` must be a dynamic import(): never
 * import the content statically, or it lands in the chunk of whoever mounts the island.
 */
export function islandContent<P extends object>(load: () => Promise<ComponentType<P>>): IslandContent<P> {
  return { load, server: lazy(() => load().then((component) => ({ default: component }))) };
}

type Props<P extends object> = HTMLAttributes<HTMLElement> & {
  as: 'aside' | 'div' | 'nav' | 'section';
  of: IslandContent<P>;
  contentProps: P;
  /** Runs the content at once (a sheet opened, …); it also runs once pointed at or focused. */
  isWanted?: boolean;
  /** Also runs once it comes this near the viewport (px). */
  nearPx?: number;
  /** Also runs on the first navigation (content that shows the current URL, e.g. the language links). */
  onNavigation?: boolean;
};

/**
 * Chrome that is complete in the server's HTML (links for crawlers, forms and disclosures that work
 * without JavaScript) but not hydrated with the page (ADR 0122): the browser keeps the server's
 * inner HTML untouched and renders the real content over it on first use (pointer, focus, `isWanted`,
 * near the viewport, a navigation). Until then its links are plain links, as without JavaScript.
 * The swap keeps what the shopper did to the server's HTML: focus, open disclosures, typed text.
 */
export function Island<P extends object>({
  as,
  of: content,
  contentProps,
  isWanted,
  nearPx,
  onNavigation,
  ...rest
}: Props<P>) {
  const Tag = as;
  if (import.meta.env.SSR) {
    // No Suspense boundary: the server's shell waits for the content, so it is inline in the HTML.
    const Server = content.server as unknown as ComponentType<P>;
    return (
      <Tag {...rest}>
        <Server {...contentProps} />
      </Tag>
    );
  }
  return (
    <ClientIsland
      as={as}
      of={content}
      contentProps={contentProps}
      isWanted={isWanted}
      nearPx={nearPx}
      onNavigation={onNavigation}
      {...rest}
    />
  );
}

/** What the shopper did to the server's HTML before the swap, by control (link target or name, and text). */
type Kept = { focus: string | null; click: string | null; open: string[]; values: [string, string][] };
const controls = 'a[href], button, summary, input, select, textarea';
const keyOf = (el: Element) => `${el.getAttribute('href') ?? el.getAttribute('name') ?? ''}|${el.textContent?.trim()}`;
const find = (root: HTMLElement, key: string | null) =>
  key === null ? undefined : [...root.querySelectorAll<HTMLElement>(controls)].find((el) => keyOf(el) === key);

function keep(root: HTMLElement, click: string | null): Kept {
  const focused = document.activeElement;
  return {
    focus: focused && root.contains(focused) && focused.matches(controls) ? keyOf(focused) : null,
    click,
    open: [...root.querySelectorAll('details[open] > summary')].map(keyOf),
    values: [...root.querySelectorAll('input')].flatMap((i) =>
      i.type !== 'hidden' && i.value ? [[i.name, i.value]] : [],
    ) as [string, string][],
  };
}

function restore(root: HTMLElement, kept: Kept): void {
  for (const key of kept.open) {
    const details = find(root, key)?.parentElement;
    if (details instanceof HTMLDetailsElement) details.open = true;
  }
  for (const [name, value] of kept.values) {
    const input = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    if (input && !input.value) input.value = value;
  }
  find(root, kept.focus)?.focus();
  // A click the server's HTML caught while the content loaded, replayed on the real control.
  find(root, kept.click)?.click();
}

function ClientIsland<P extends object>({
  as,
  of: content,
  contentProps,
  isWanted,
  nearPx,
  onNavigation,
  ...rest
}: Props<P>) {
  const Tag = as;
  const ref = useRef<HTMLElement>(null);
  const [Content, setContent] = useState<ComponentType<P> | null>(null);
  // Mounted after the page's hydration (back from the checkout, which hides the chrome): there is
  // no server HTML to keep, so the content is wanted at once.
  const [wanted, setWanted] = useState(() => 'hydrated' in document.documentElement.dataset);
  const { key } = useLocation();
  const firstKey = useRef(key);
  const kept = useRef<Kept | null>(null);
  const clicked = useRef<string | null>(null);
  // Set before the replay: the click listener below is removed only after the layout effect runs.
  const isLive = useRef(false);
  if (!wanted && (isWanted || (onNavigation && key !== firstKey.current))) setWanted(true);

  useEffect(() => {
    const element = ref.current;
    if (Content || !element) return;
    // A plain click before the content runs waits for it (a link stays in the page, a dialog opens)
    // rather than acting as without JavaScript.
    const onClick = (event: MouseEvent) => {
      if (isLive.current) return;
      const control = (event.target as Element).closest('a[href], button, summary');
      if (!control || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if ((control as HTMLAnchorElement).target === '_blank' || control.getAttribute('href')?.startsWith('#')) return;
      event.preventDefault();
      clicked.current = keyOf(control);
      setWanted(true);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [Content]);

  useEffect(() => {
    const element = ref.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    const observer =
      nearPx === undefined
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
            rootMargin: `${nearPx}px 0px`,
          });
    observer?.observe(element);
    element.addEventListener('pointerover', want);
    element.addEventListener('focusin', want);
    return () => {
      observer?.disconnect();
      element.removeEventListener('pointerover', want);
      element.removeEventListener('focusin', want);
    };
  }, [wanted, nearPx]);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    content.load().then(
      (component) => {
        if (!live) return;
        kept.current = ref.current ? keep(ref.current, clicked.current) : null;
        setContent(() => component);
      },
      (error) => {
        // The content's chunk failed (offline, a new deploy): the server's HTML stays and acts as
        // without JavaScript; a click held for it goes through now.
        console.warn('island content failed to load', error);
        isLive.current = true;
        if (live && ref.current) find(ref.current, clicked.current)?.click();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, content]);

  useLayoutEffect(() => {
    isLive.current = Content !== null;
    if (!Content || !ref.current || !kept.current) return;
    restore(ref.current, kept.current);
    kept.current = null;
  }, [Content]);

  if (!Content)
    // React neither hydrates nor replaces an element's inner HTML: the server's content stays.
    return <Tag ref={ref as never} {...rest} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <Tag ref={ref as never} {...rest}>
      <Content {...contentProps} />
    </Tag>
  );
}
