import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { areasOf, countWaiting, staffCsrfToken } from '#core/staff';
import css from '../admin.css?url';
import { AdminForm } from '../components/admin-form';
import { AdminErrorBoundary } from '../components/error-boundary';
import { adminLoader } from '../lib/guard.server';
import { navigation, roleNames, subNavigation } from '../lib/nav';
import { staffToken } from '../lib/session.server';
import type { Route } from './+types/layout';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'dashboard', async ({ staff, ctx }) => {
    const token = staffToken(args.request) ?? '';
    const counts = await countWaiting(ctx, staff);
    return {
      staff: { name: staff.name, login: staff.login, role: staff.role },
      csrf: staffCsrfToken(token),
      areas: areasOf(staff.role),
      counts: { orders: counts.newOrders, calls: counts.unansweredCalls, reviews: counts.pendingReviews },
    };
  });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { staff, areas, counts } = loaderData;
  const { pathname } = useLocation();
  // A sub-screen's own entry is the one lit, not its area's as well.
  const inSub = (area: string) =>
    subNavigation[area as keyof typeof subNavigation]?.some((s) => pathname.startsWith(s.to));
  const badge = (area: string) => {
    const n =
      area === 'orders' ? counts.orders : area === 'calls' ? counts.calls : area === 'reviews' ? counts.reviews : null;
    return n ? (
      <span className="admin-nav-count">
        {n}
        <span className="visually-hidden"> чекають</span>
      </span>
    ) : null;
  };
  return (
    <div className="admin-shell">
      <a className="admin-skip" href="#admin-main">
        До вмісту
      </a>
      <header className="admin-top">
        <Link to="/admin" className="admin-brand">
          Поплавок <span>адмінка</span>
        </Link>
        <div className="admin-who">
          <span>
            {staff.name} · {roleNames[staff.role]}
          </span>
          <a href="/" target="_blank" rel="noreferrer">
            Магазин ↗
          </a>
          <AdminForm method="post" action="/admin/logout" reloadDocument>
            <button type="submit" className="admin-link-button">
              Вийти
            </button>
          </AdminForm>
        </div>
      </header>
      <nav className="admin-nav" aria-label="Розділи">
        <ul>
          {areas.map((area) => (
            <li key={area}>
              <NavLink
                to={navigation[area].to}
                end={area === 'dashboard'}
                className={({ isActive }) => (isActive && !inSub(area) ? 'active' : undefined)}
              >
                {navigation[area].label}
                {badge(area)}
              </NavLink>
              {subNavigation[area]?.map((sub) => (
                <NavLink key={sub.to} to={sub.to} className="admin-nav-sub">
                  {sub.label}
                </NavLink>
              ))}
            </li>
          ))}
        </ul>
      </nav>
      <main className="admin-main" id="admin-main">
        <Outlet />
      </main>
    </div>
  );
}

/** An error of the frame itself (its own loader): the same message, without the navigation. */
export function ErrorBoundary() {
  return (
    <div className="admin-shell admin-shell-error">
      <main className="admin-main" id="admin-main">
        <AdminErrorBoundary />
      </main>
    </div>
  );
}
