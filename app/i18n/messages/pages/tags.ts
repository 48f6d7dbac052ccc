import { provideTexts } from '../../translate';
import { ru } from './tags.ru';
import { ua } from './tags.ua';

/**
 * The texts of the tag screens (/tags, /hits, /novelty, /discounts), in both languages: a route module that renders them imports this module, so they
 * come with its chunk and the language layout leaves them out (ADR 0123).
 */
export const texts = provideTexts({ ua, ru });
