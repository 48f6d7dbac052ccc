import { provideTexts } from '../../translate';
import { ru } from './instalments.ru';
import { ua } from './instalments.ua';

/**
 * The texts of instalment plans offered at checkout, in both languages: a route module that renders them imports this module, so they
 * come with its chunk and the language layout leaves them out (ADR 0123).
 */
export const texts = provideTexts({ ua, ru });
