import { data, redirect, redirectDocument } from 'react-router';
import { type Ctx, isOutOfRangeError } from '#core/shared';
import { type AdminArea, isStaffCsrfValid, mayOpen, StaffForbiddenError, type StaffView } from '#core/staff';
import type { Services } from '#server/context';
import { readForm } from '../../form.server';
import { currentStaff, staffToken } from './session.server';

/** What a back-office loader or action works with: who acts, the core context, the services. */
export type AdminSession = { staff: StaffView; ctx: Ctx; services: Services };

type Args = { request: Request; context: { services: Services } };

/** The field every back-office form carries (`<AdminForm>` adds it). */
export const csrfField = '_csrf';

/**
 * The one door of every back-office loader and action (ADR 0090): the staff session from its
 * cookie (none: the sign-in page, with the way back), the role's area (else 403), and a core
 * `StaffForbiddenError` from deeper checks answered 403 too — never data, never a 500.
 */
async function enter(args: Args, area: AdminArea): Promise<AdminSession> {
  const { request, context } = args;
  const staff = await currentStaff(request, context.services);
  if (!staff) {
    const url = new URL(request.url);
    // The cookie's `Path=/admin` does not cover `/admin.data` (the dashboard's data request: a
    // cookie path matches only at a `/`): that one request comes back as a document load, which
    // carries the cookie (ADR 0090).
    if (url.pathname === '/admin.data') throw redirectDocument(`/admin${url.search.replace(/[?&]_routes=[^&]*/, '')}`);
    const next = url.pathname.replace(/\.data$/, '') + url.search;
    throw redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  }
  if (!mayOpen(staff.role, area)) throw data({ forbidden: area }, { status: 403 });
  const ctx: Ctx = { db: context.services.db, locale: 'ua', now: context.services.now() };
  return { staff, ctx, services: context.services };
}

/**
 * A core `StaffForbiddenError` → 403; a number past its column that slipped by a schema
 * (PostgreSQL 22003) → 404 for a page, 400 for a form — a safety net, never a 500 (ADR 0110).
 */
async function expectedFailures<T>(run: () => Promise<T>, outOfRange: 400 | 404): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StaffForbiddenError) throw data({ forbidden: error.area }, { status: 403 });
    if (isOutOfRangeError(error)) throw data(null, { status: outOfRange });
    throw error;
  }
}

/** A back-office loader: signed-in staff whose role opens `area`. */
export async function adminLoader<T>(args: Args, area: AdminArea, run: (session: AdminSession) => Promise<T>) {
  const session = await enter(args, area);
  return expectedFailures(() => run(session), 404);
}

/**
 * A back-office action: the same door, then the form — read once (415 / 400 as the storefront's)
 * — with its CSRF token checked against the session's (403 when missing or wrong).
 */
export async function adminAction<T>(
  args: Args,
  area: AdminArea,
  run: (session: AdminSession, form: FormData) => Promise<T>,
) {
  const session = await enter(args, area);
  const form = await readForm(args.request);
  const token = staffToken(args.request);
  const sent = form.get(csrfField);
  if (!token || !isStaffCsrfValid(token, typeof sent === 'string' ? sent : null))
    throw data({ forbidden: 'csrf' }, { status: 403 });
  return expectedFailures(() => run(session, form), 400);
}

/** A form's text fields as an object (files and the CSRF field left out), for a zod parse. */
export function formFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && key !== csrfField) out[key] = value;
  return out;
}
