import { provideTexts } from '../../translate';
import { ru } from './lists.ru';
import { ua } from './lists.ua';

/**
 * The wish lists', waiting lists' and comparison's texts: their screens and the dialogs the shell opens, in both languages: the modules that render them import this module, so they come with
 * those modules' chunks and the language layout leaves them out (ADR 0123, 0128).
 */
export const texts = provideTexts({ ua, ru });
