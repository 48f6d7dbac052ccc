import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { Dialog } from '../ui/dialog';
import { type OpenLoginDetail, openLoginEvent, showNotice } from './auth-events';
import type { AuthView } from './auth-parts';

// The forms (and the phone mask) load when the dialog first opens, not with every page (ADR 0067).
const AuthForms = lazy(() => import('./auth-forms').then((m) => ({ default: m.AuthForms })));

/**
 * The login / registration / recovery dialog (SPEC §2, §4), mounted once in the header and opened
 * by `openLogin()`. Posts to /profile's action with `js=1` and shows the outcome in place.
 */
export function AuthDialog() {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<Record<string, unknown>>({ key: 'auth-dialog' });
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<AuthView>('login');
  const [message, setMessage] = useState<string | undefined>();
  const [phone, setPhone] = useState<string | undefined>();
  const [formKey, setFormKey] = useState(0);
  // Data of an earlier submission is ignored once the shopper switches views or reopens the dialog.
  const [stale, setStale] = useState<unknown>(null);
  const result = fetcher.state === 'idle' && fetcher.data !== stale ? fetcher.data : undefined;
  const fetcherData = useRef<unknown>(null);
  fetcherData.current = fetcher.data;
  const registered = result?.intent === 'register' && result.done === true;

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenLoginDetail>).detail ?? {};
      setView(detail.view ?? 'login');
      setMessage(detail.message);
      setFormKey((k) => k + 1);
      setStale(fetcherData.current);
      setOpen(true);
    };
    window.addEventListener(openLoginEvent, onOpen);
    return () => window.removeEventListener(openLoginEvent, onOpen);
  }, []);

  useEffect(() => {
    if (result?.intent !== 'login' || result.done !== true) return;
    setOpen(false);
    showNotice(t('accounts.loggedIn'));
    if (typeof result.redirectTo === 'string') navigate(result.redirectTo);
  }, [result, navigate, t]);

  const close = () => {
    setOpen(false);
    // SPEC §4: closing the thank-you screen reloads the page.
    if (registered) window.location.reload();
  };
  const title = registered
    ? t('accounts.thanks')
    : view === 'register'
      ? t('accounts.register')
      : view === 'recovery'
        ? t('accounts.recoveryTitle')
        : t('accounts.login');
  return (
    <Dialog open={open} onClose={close} title={title} className="auth-dialog">
      {!open ? null : registered ? (
        <div className="auth-thanks">
          <p>{t('accounts.thanksHint')}</p>
          <a className="button" href={`${pathname.startsWith('/ru') ? '/ru' : ''}/profile`}>
            {t('accounts.toProfile')}
          </a>
        </div>
      ) : (
        <>
          {message && view === 'login' ? <p className="auth-message">{message}</p> : null}
          <Suspense fallback={null}>
            <AuthForms
              key={`${formKey}-${view}`}
              view={view}
              onView={(target, number) => {
                setView(target);
                setPhone(number);
                setStale(fetcher.data);
              }}
              Form={fetcher.Form}
              result={result}
              busy={fetcher.state !== 'idle'}
              next={pathname + search}
              js
              phone={phone}
              idPrefix="dlg"
            />
          </Suspense>
        </>
      )}
    </Dialog>
  );
}
