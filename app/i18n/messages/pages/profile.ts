import { provideTexts } from '../../translate';
import { ru } from './profile.ru';
import { ua } from './profile.ua';

/**
 * The texts of the profile screens (SPEC §4, §5, §6), in both languages: a route module that renders them imports this module, so they
 * come with its chunk and the language layout leaves them out (ADR 0123).
 */
export const texts = provideTexts({ ua, ru });
