import type { Services } from '#server/context';
import type { ApiRefusals } from '#server/http/request-body';
import { apiContext } from './auth';
import { cartApi } from './cart';
import { swaggerUI } from './docs';
import { enquiriesApi } from './enquiries';
import { goodsApi } from './goods';
import { apiError, createRouter } from './http';
import { ordernewApi } from './ordernew';
import { ordersApi } from './orders';
import { paymentsApi } from './payments';
import { reviewsApi } from './reviews';
import { searchApi } from './search';
import { siteApi } from './site';
import { usersAuthApi } from './users-auth';
import { usersInfoApi } from './users-info';
import { wishlistsApi } from './wishlists';

/** First path segments owned by the API: no storefront slug may take them. */
export const apiPrefixes = ['site', 'users', 'api'] as const;

/** Whether a path is the API's: its refusals (a body over its limit, too slow) answer in the API's envelope. */
export const isApiPath = (path: string) => apiPrefixes.some((p) => path === `/${p}` || path.startsWith(`/${p}/`));

/** What server/http's body limits need to refuse an API call the API's way (ADR 0007, 0040). */
export const apiRefusals: ApiRefusals = { isApiPath, refuse: apiError };

/**
 * The shop API of SPEC §7 (paths, methods, form-encoded payloads, response fields) plus the
 * calls designed where §7 says "not shown". Mounted on the storefront's origin; a deployment
 * may put it on its own host since it needs nothing from the storefront.
 */
export function createApi(services: Services) {
  const api = createRouter();
  for (const prefix of apiPrefixes) api.use(`/${prefix}/*`, apiContext(services));
  for (const resource of [
    siteApi,
    goodsApi,
    searchApi,
    usersAuthApi,
    usersInfoApi,
    wishlistsApi,
    cartApi,
    ordernewApi,
    ordersApi,
    paymentsApi,
    reviewsApi,
    enquiriesApi,
  ]) {
    api.route('/', resource);
  }
  api.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Poplavok shop API',
      version: '1.0.0',
      description:
        'The shop API of SPEC §7. Bodies are form-encoded (application/x-www-form-urlencoded or multipart/form-data). ' +
        'Auth: the `Token` header (apps) or the `token` cookie (storefront; state changes must come from the same origin). ' +
        'Errors: `{ status: "error", code, message (ru), message_ua, errors?, data: { errors? } }`.',
    },
  });
  api.get('/api/docs', swaggerUI);
  for (const prefix of apiPrefixes) api.all(`/${prefix}/*`, (c) => apiError(c, 404, 'not_found'));
  return api;
}
