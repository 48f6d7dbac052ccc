import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MessageKey } from '../../i18n/messages/ua';
import { useI18n } from '../../i18n/use-i18n';
import { clearPersonalStorage } from '../../personal-storage';
import { type Notice, noticeEvent, notices } from '../account/auth-events';

/** SPEC §8/§9: tooltips vanish after 5 seconds. */
export const noticeLifetimeMs = 5000;

const noticeText: Record<Notice, MessageKey> = {
  logged_in: 'accounts.loggedIn',
  logged_out: 'accounts.loggedOut',
  registered: 'accounts.thanks',
  saved: 'accounts.saved',
  password_changed: 'accounts.passwordChanged',
  subscribed: 'forms.subscribed',
};

type Item = { id: number; text: string };
let nextId = 1;

/**
 * Event tooltips (SPEC §2 header, §4): `showNotice()` from the browser, or `?notice=` after a
 * redirect (shown once, also without JavaScript). Each is announced, closable, gone after 5 s.
 */
export function Notices() {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const fromUrl = params.get('notice');
  const urlNotice = notices.find((n) => n === fromUrl);
  const [items, setItems] = useState<Item[]>(() => (urlNotice ? [{ id: 0, text: t(noticeText[urlNotice]) }] : []));

  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a notice arrives with a new URL
  useEffect(() => {
    const wasFirst = first.current;
    first.current = false;
    if (!urlNotice) return;
    if (!wasFirst) setItems((list) => [...list, { id: nextId++, text: t(noticeText[urlNotice]) }]);
    if (urlNotice === 'logged_out') clearPersonalStorage();
    // The address as it is now: another effect may have dropped its own mark already (`merged`).
    const rest = new URLSearchParams(window.location.search);
    rest.delete('notice');
    const query = rest.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${query ? `?${query}` : ''}${window.location.hash}`,
    );
  }, [search]);

  useEffect(() => {
    const onNotice = (event: Event) => {
      const text = (event as CustomEvent<string>).detail;
      setItems((list) => [...list, { id: nextId++, text }]);
    };
    window.addEventListener(noticeEvent, onNotice);
    return () => window.removeEventListener(noticeEvent, onNotice);
  }, []);

  useEffect(() => {
    if (!items.length) return;
    const timer = setTimeout(() => setItems((list) => list.slice(1)), noticeLifetimeMs);
    return () => clearTimeout(timer);
  }, [items]);

  params.delete('notice');
  const closeHref = `${pathname}${params.size ? `?${params}` : ''}`;
  return (
    <div className="notices" role="status" aria-live="polite">
      {items.map((item) => (
        <p key={item.id} className="notice">
          <span>{item.text}</span>
          <a
            href={closeHref}
            className="notice-close"
            aria-label={t('accounts.close')}
            onClick={(event) => {
              event.preventDefault();
              setItems((list) => list.filter((i) => i.id !== item.id));
            }}
          >
            ×
          </a>
        </p>
      ))}
    </div>
  );
}
