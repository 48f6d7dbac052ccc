/**
 * The server renders pages in both languages, so it holds both catalogues from the start
 * (ADR 0067); imported by entry.server.tsx and by tests that translate outside a rendered page.
 */
import { ru } from './messages/ru';
import { ua } from './messages/ua';
import { provideMessages } from './translate';

provideMessages('ua', ua);
provideMessages('ru', ru);
