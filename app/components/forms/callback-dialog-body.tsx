import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { Dialog } from '../ui/dialog';
import { openCallbackEvent } from './callback-event';
import type { FormResult } from './form-errors';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/chrome-later';
import '../../i18n/messages/pages/screens';

// The form (and the phone mask) loads when the dialog first opens (ADR 0067).
const CallbackForm = lazy(() => import('./callback-form').then((m) => ({ default: m.CallbackForm })));
const CallbackDone = lazy(() => import('./callback-form').then((m) => ({ default: m.CallbackDone })));

/**
 * The callback request dialog (SPEC §2 dialogs, §4): form, then confirmation. Mounted by
 * `CallbackDialog` on the first `openCallback()`, so it starts open; later ones reopen it here.
 */
export function CallbackDialogBody() {
  const { t } = useI18n();
  const fetcher = useFetcher<FormResult>({ key: 'callback-dialog' });
  const [open, setOpen] = useState(true);
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
