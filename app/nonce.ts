import { createContext, useContext } from 'react';

/**
 * The per-request CSP nonce (server rendering only). In the browser it is '' — browsers hide a
 * nonce from scripts anyway, and React does not compare it while hydrating.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
