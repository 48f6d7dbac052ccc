import { provideTexts } from '../../translate';
import { ru } from './promotions.ru';
import { ua } from './promotions.ua';

/**
 * The texts of the promotions screens (SPEC §2 /promotions), in both languages: a route module that renders them imports this module, so they
 * come with its chunk and the language layout leaves them out (ADR 0123).
 */
export const texts = provideTexts({ ua, ru });
