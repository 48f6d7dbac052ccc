import { Outlet } from 'react-router';
import { ru } from '../i18n/messages/ru';
import { provideMessages } from '../i18n/translate';

// The Russian screens' layout: its module brings the Russian shell texts (what the root and most
// screens render), so React Router preloads them with the page and a Ukrainian page never downloads
// them (ADR 0067). A screen's own texts come with its route module (messages/pages, ADR 0123).
provideMessages('ru', ru);

export default function LanguageRu() {
  return <Outlet />;
}
