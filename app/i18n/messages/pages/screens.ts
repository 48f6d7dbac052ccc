import { provideTexts } from '../../translate';
import { ru } from './screens.ru';
import { ua } from './screens.ua';

/**
 * Texts of screens beyond home, the catalogue and search that the shell used to carry: brands, shops, fish, directions, the blog, forms' fields, the empty cart, their page titles, in both languages: the modules that render them import this module, so they come with
 * those modules' chunks and the language layout leaves them out (ADR 0123, 0128).
 */
export const texts = provideTexts({ ua, ru });
