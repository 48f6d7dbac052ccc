import { provideTexts } from '../../translate';
import { ru } from './shop.ru';
import { ua } from './shop.ua';

/**
 * The texts of one shop's page (SPEC §2 /shops/{town}/{shop}), in both languages: a route module that renders them imports this module, so they
 * come with its chunk and the language layout leaves them out (ADR 0123).
 */
export const texts = provideTexts({ ua, ru });
