import { provideTexts } from '../../translate';
import { ru } from './accounts.ru';
import { ua } from './accounts.ua';

/**
 * The sign-in, registration and recovery forms' texts (the dialog loads them when it opens; the profile screens render them too), in both languages: the modules that render them import this module, so they come with
 * those modules' chunks and the language layout leaves them out (ADR 0123, 0128).
 */
export const texts = provideTexts({ ua, ru });
