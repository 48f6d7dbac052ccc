import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { openCallbackEvent } from './callback-event';

// The dialog (and, once it opens, its form with the phone mask) is fetched when a trigger is first
// pointed at or focused and mounted on the first opening, not with every page (ADR 0067, 0122).
const loadDialog = () => import('./callback-dialog-body');
// Warming only (pointer, focus): a failed fetch surfaces when the lazy component renders.
const warmDialog = () => {
  loadDialog().catch(() => undefined);
};
const CallbackDialogBody = lazy(() => loadDialog().then((m) => ({ default: m.CallbackDialogBody })));

/** Opens the callback dialog from anywhere in the browser (header, footer, mobile menu). */
export function openCallback(): void {
  window.dispatchEvent(new Event(openCallbackEvent));
}

/**
 * The "Замовити дзвінок" trigger: a link to /callback (the page works without JavaScript) that
 * opens the dialog instead once the page runs.
 */
export function CallbackLink({ className, children }: { className?: string; children?: ReactNode }) {
  const { t, href } = useI18n();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openCallback();
  };
  return (
    <a
      href={href(paths.callback)}
      className={className}
      onClick={onClick}
      onPointerEnter={warmDialog}
      onFocus={warmDialog}
    >
      {children ?? t('forms.callbackOrder')}
    </a>
  );
}

/**
 * Where the callback request dialog (SPEC §2 dialogs, §4) mounts: nothing until the first
 * `openCallback()`, then the dialog, opened, staying mounted for later openings. Mounted once.
 */
export function CallbackDialog() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onOpen = () => setWanted(true);
    window.addEventListener(openCallbackEvent, onOpen);
    return () => window.removeEventListener(openCallbackEvent, onOpen);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <CallbackDialogBody />
    </Suspense>
  ) : null;
}
