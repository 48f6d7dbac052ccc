import { provideTexts } from '../../translate';
import { ru } from './chrome-later.ru';
import { ua } from './chrome-later.ua';

/**
 * What the shell renders on first use (ADR 0122): the footer, the mobile sheets, the mega menu, search suggestions, the cart popup, the language offer, in both languages: the modules that render them import this module, so they come with
 * those modules' chunks and the language layout leaves them out (ADR 0123, 0128).
 */
export const texts = provideTexts({ ua, ru });
