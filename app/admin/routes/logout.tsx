import { data, redirect } from 'react-router';
import { isStaffCsrfValid, staffSignOut } from '#core/staff';
import { ctxOf } from '#server/context';
import { readForm } from '../../form.server';
import { staffCookieHeader, staffToken } from '../lib/session.server';
import type { Route } from './+types/logout';

/** Sign-out: the session ends at once on the server, with its audit row, the cookie goes (ADR 0090). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = staffToken(request);
  const sent = form.get('_csrf');
  if (!token) return redirect('/admin/login');
  // Another site cannot sign staff out either: the session's token is required.
  if (!isStaffCsrfValid(token, typeof sent === 'string' ? sent : null)) throw data(null, { status: 403 });
  const { services } = context;
  await staffSignOut(ctxOf(services), token, { address: context.clientIp });
  return redirect('/admin/login', { headers: { 'Set-Cookie': staffCookieHeader(null) } });
}

export function loader() {
  return redirect('/admin');
}
