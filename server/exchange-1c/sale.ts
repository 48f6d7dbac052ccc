import type { Services } from '../context';

/** A `type=sale` request of the 1C exchange, after authentication (issue 21; helper "sale" implements it). */
export type SaleExchangeRequest = {
  mode: string;
  filename: string | null;
  body: Uint8Array | null;
  /** This exchange session's directory under DATA_DIR/exchange-1c/. */
  sessionDir: string;
  services: Services;
};
export type SaleExchangeAnswer = { body: string | Uint8Array; contentType: string };

/** Placeholder until the orders exchange (core/exchange1c/sale) lands: 1C is told it is not there. */
export async function handleSaleExchange(_req: SaleExchangeRequest): Promise<SaleExchangeAnswer> {
  return { body: 'failure\nnot implemented', contentType: 'text/plain; charset=utf-8' };
}
