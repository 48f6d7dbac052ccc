import { provideTexts } from '../../translate';
import { ru } from './checkout.ru';
import { ua } from './checkout.ua';

/**
 * The texts of the cart and checkout screens, the order pages after it and a profile's orders (SPEC §2 /checkout, §3), in both languages: a route module that renders them imports this module, so they
 * come with its chunk and the language layout leaves them out (ADR 0123).
 */
export const texts = provideTexts({ ua, ru });
