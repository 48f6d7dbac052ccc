import { provideTexts } from '../../translate';
import { ru } from './forms.ru';
import { ua } from './forms.ua';

/**
 * The texts of the callback, newsletter and wholesale screens' forms, in both languages: a route module that renders them imports this module, so they
 * come with its chunk and the language layout leaves them out (ADR 0123).
 */
export const texts = provideTexts({ ua, ru });
