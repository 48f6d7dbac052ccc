import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { scriptsCookie, scriptsCookieValue } from '#server/http/cookie-names';
import { localeFromPath } from './i18n/locale';
import { loadMessages, setMessagesLoader } from './i18n/translate';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// This browser runs the shop's scripts: from now on it may get shared pages (ADR 0074).
if (!document.cookie.includes(`${scriptsCookie}=1`)) document.cookie = scriptsCookieValue;

// Each language's shell texts are a chunk of their own (two literal imports); a page's come with its
// language layout route. An error page is hydrated without that route, so it fetches its
// language's shell first (ADR 0067); what the root renders is all in the shell (ADR 0123).
setMessagesLoader((locale) =>
  locale === 'ru' ? import('./i18n/messages/ru').then((m) => m.ru) : import('./i18n/messages/ua').then((m) => m.ua),
);
const pending = loadMessages(localeFromPath(window.location.pathname));
if (pending) pending.then(hydrate, hydrate);
else hydrate();
