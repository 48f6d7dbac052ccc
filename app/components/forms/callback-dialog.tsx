import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { Dialog } from '../ui/dialog';
import type { FormResult } from './form-errors';

const openCallbackEvent = 'poplavok:open-callback';
// The form (and the phone mask) loads when the dialog first opens, not with every page (ADR 0067).
const CallbackForm = lazy(() => import('./callback-form').then((m) => ({ default: m.CallbackForm })));
const CallbackDone = lazy(() => import('./callback-form').then((m) => ({ default: m.CallbackDone })));

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
    <a href={href(paths.callback)} className={className} onClick={onClick}>
      {children ?? t('forms.callbackOrder')}
    </a>
  );
}

/** The callback request dialog (SPEC §2 dialogs, §4): form, then confirmation. Mounted once. */
export function CallbackDialog() {
  const { t } = useI18n();
  const fetcher = useFetcher<FormResult>({ key: 'callback-dialog' });
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  // The answer of an earlier opening is not shown again: each opening starts with an empty form.
  const [stale, setStale] = useState<unknown>(null);
  const latest = useRef<unknown>(null);
  latest.current = fetcher.data;
  const result = fetcher.state === 'idle' && fetcher.data !== stale ? fetcher.data : undefined;

  useEffect(() => {
    const onOpen = () => {
      setStale(latest.current);
      setRound((r) => r + 1);
      setOpen(true);
    };
    window.addEventListener(openCallbackEvent, onOpen);
    return () => window.removeEventListener(openCallbackEvent, onOpen);
  }, []);

  const close = () => setOpen(false);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={result?.done ? t('forms.callbackDoneTitle') : t('forms.callbackTitle')}
      className="callback-dialog"
    >
      <Suspense fallback={null}>
        {!open ? null : result?.done ? (
          <>
            <CallbackDone message={result.message} />
            <button type="button" className="button form-done-close" onClick={close}>
              {t('forms.close')}
            </button>
          </>
        ) : (
          <CallbackForm
            key={round}
            Form={fetcher.Form}
            result={result}
            busy={fetcher.state !== 'idle'}
            js
            idPrefix="callback-dialog"
          />
        )}
      </Suspense>
    </Dialog>
  );
}
