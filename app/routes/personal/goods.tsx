import { data } from 'react-router';
import { cardsByIds, idsParam } from '../../goods.server';
import { requestCtx } from '../../request-ctx.server';
import type { Route } from './+types/goods';

/** Cards of goods kept in browser storage (viewed goods): `?ids=` in the stored order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = idsParam.parse(new URL(request.url).searchParams.get('ids') ?? '');
  const goods = await cardsByIds(requestCtx(request, context.services), ids);
  return data({ goods }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
