import { Outlet } from 'react-router';
import { ru } from '../i18n/messages/ru';
import { provideMessages } from '../i18n/translate';

// The Russian screens' layout: its module brings the Russian texts, so React Router preloads them
// with the page and a Ukrainian page never downloads them (ADR 0067).
provideMessages('ru', ru);

export default function LanguageRu() {
  return <Outlet />;
}
