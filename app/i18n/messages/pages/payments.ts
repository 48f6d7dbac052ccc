import { provideTexts } from '../../translate';
import { ru } from './payments.ru';
import { ua } from './payments.ua';

/**
 * The texts of payment states and the pay / demo-pay screens (SPEC §3 payments), in both languages: a route module that renders them imports this module, so they
 * come with its chunk and the language layout leaves them out (ADR 0123).
 */
export const texts = provideTexts({ ua, ru });
