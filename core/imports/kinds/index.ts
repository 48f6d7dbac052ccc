import type { ImportKind } from '../types';
import { goodsKind } from './goods';
import type { ImportKindHandler } from './kind';
import { pricesKind } from './prices';
import { stockKind } from './stock';

// Each kind's own row and state types stay inside it; the engine sees them through this interface.
// biome-ignore lint/suspicious/noExplicitAny: a table of handlers of different row types
export const kindHandlers: Record<ImportKind, ImportKindHandler<any, any>> = {
  goods: goodsKind,
  prices: pricesKind,
  stock: stockKind,
};
