import type { Ctx } from '#core/shared';
import { ctxOf, type Services } from '#server/context';
import { localeFromPath } from './i18n/locale';

/** The core context for a storefront request: its database, locale (from the URL) and clock. */
export function requestCtx(request: Request, services: Services): Ctx {
  return ctxOf(services, localeFromPath(new URL(request.url).pathname));
}
