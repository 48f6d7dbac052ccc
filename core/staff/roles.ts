import type { StaffRole } from '#db/schema';

/** The back office's areas, in the navigation's order (DESIGN.md "Back office"). */
export const adminAreas = [
  'dashboard',
  'orders',
  'calls',
  'reviews',
  'catalog',
  'promotions',
  'content',
  'customers',
  'messages',
  'imports',
  'staff',
  'audit',
] as const;
export type AdminArea = (typeof adminAreas)[number];

/**
 * Who may open what: admin everything; manager orders, calls, customers and the
 * outgoing messages (they hold the same personal data, ADR 0116); content the
 * catalogue, promotions, content and imports; moderator reviews; store the orders (and stock) of
 * its own store. Everyone signed in sees the dashboard, cut to their areas.
 */
const grants: Record<StaffRole, readonly AdminArea[]> = {
  admin: adminAreas,
  manager: ['dashboard', 'orders', 'calls', 'customers', 'messages'],
  content: ['dashboard', 'catalog', 'promotions', 'content', 'imports'],
  moderator: ['dashboard', 'reviews'],
  store: ['dashboard', 'orders'],
};

export function mayOpen(role: StaffRole, area: AdminArea): boolean {
  return grants[role].includes(area);
}

/** The areas a role's navigation shows. */
export function areasOf(role: StaffRole): AdminArea[] {
  return adminAreas.filter((area) => mayOpen(role, area));
}

/** Thrown by a use case called by staff whose role does not open its area; the server answers 403. */
export class StaffForbiddenError extends Error {
  constructor(
    readonly role: StaffRole,
    readonly area: AdminArea,
  ) {
    super(`the ${role} role does not open ${area}`);
    this.name = 'StaffForbiddenError';
  }
}

/** Every back-office use case starts with this: the role check is on the server, per action. */
export function requireArea(actor: { role: StaffRole }, area: AdminArea): void {
  if (!mayOpen(actor.role, area)) throw new StaffForbiddenError(actor.role, area);
}
