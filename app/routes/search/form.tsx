import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../i18n/locale';
import type { Route } from './+types/form';

/** The header's search form (works without JS) lands here: /search?q=… → /search/{query} (SPEC §2). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = (url.searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  return redirect(localizePath(query ? `/search/${encodeURIComponent(query)}` : '/', locale), 302);
}
