import { createContext, useContext } from 'react';
import type { PersonalData } from '../../personal.server';

// The cart and lists context, apart from its provider: the provider loads the cart popup and the
// wish-list dialog on demand, and they read this context, so both import this file, not each other.

export type Fields = Record<string, string | number>;
export type Personal = {
  data: PersonalData | null;
  /** Posts a cart or list intent to the personal route; resolves when its answer is in. */
  post: (fields: Fields) => void;
  busy: boolean;
  signedIn: boolean;
  cartOpen: boolean;
  /** The cart dialog shows the sign-in merge message (SPEC §4: 10 s). */
  mergeNote: boolean;
  openCart: () => void;
  closeCart: () => void;
  addToCart: (id: number) => void;
  /** The wish-list dialog for a good; a guest gets the login dialog with the add kept pending. */
  openWish: (goodId: number) => void;
};

export const PersonalContext = createContext<Personal | null>(null);

export function usePersonal(): Personal | null {
  return useContext(PersonalContext);
}
