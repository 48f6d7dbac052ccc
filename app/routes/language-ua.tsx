import { Outlet } from 'react-router';
import { ua } from '../i18n/messages/ua';
import { provideMessages } from '../i18n/translate';

// The Ukrainian screens' layout: its module brings the Ukrainian shell texts (what the root and most
// screens render), so React Router preloads them with the page and a Russian page never downloads
// them (ADR 0067). A screen's own texts come with its route module (messages/pages, ADR 0123).
provideMessages('ua', ua);

export default function LanguageUa() {
  return <Outlet />;
}
