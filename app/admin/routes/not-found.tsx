import { data } from 'react-router';
import { adminLoader } from '../lib/guard.server';
import type { Route } from './+types/not-found';

export { AdminErrorBoundary as ErrorBoundary } from '../components/error-boundary';

/** Any other `/admin/…` address: the sign-in page for strangers (the layout's door), 404 for staff. */
export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'dashboard', async () => {
    throw data(null, { status: 404 });
  });
}

export default function AdminNotFound() {
  return null;
}
