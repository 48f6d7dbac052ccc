/**
 * The audit screen's words for who came in and what left: sign-ins, failed
 * ones, refused codes, sign-outs and exports of customer data read as sentences, not JSON. Other
 * actions keep their code and their before/after as they were.
 */

type AuditRowView = {
  action: string;
  actorKind: string;
  actorName: string;
  after: unknown;
};

/** The actions with a name of their own on the screen. */
export const accessActionNames: Record<string, string> = {
  'staff.sign_in': 'Вхід до адмінки',
  'staff.sign_in_failed': 'Невдала спроба входу',
  'staff.totp_failed': 'Невірний код автентифікатора',
  'staff.sign_out': 'Вихід з адмінки',
  'orders.export': 'Вивантаження замовлень з даними клієнтів',
};

const reasons: Record<string, string> = {
  unknown_login: 'такого логіна немає',
  wrong_password: 'невірний пароль',
  blocked: 'обліковий запис заблоковано',
};

const actorKinds: Record<string, string> = { import: 'імпорт', system: 'система', visitor: 'не ввійшов' };

/** What kind of actor, in brackets after the name; none for staff. */
export const actorKindName = (kind: string): string | null => (kind === 'staff' ? null : (actorKinds[kind] ?? kind));

const field = (after: unknown, key: string): unknown =>
  after && typeof after === 'object' ? (after as Record<string, unknown>)[key] : undefined;
const text = (after: unknown, key: string): string | null => {
  const value = field(after, key);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/** One line saying what an access or export row records, or null for any other action. */
export function accessSummary(row: AuditRowView): string | null {
  if (!(row.action in accessActionNames)) return null;
  const address = text(row.after, 'address');
  const parts: string[] = [];
  if (row.action === 'staff.sign_in_failed') {
    const login = text(row.after, 'login');
    parts.push(login ? `логін «${login}»` : 'логін не схожий на логін (не записано)');
    const reason = text(row.after, 'reason');
    if (reason) parts.push(reasons[reason] ?? reason);
  }
  if (row.action === 'staff.totp_failed') {
    const login = text(row.after, 'login');
    if (login) parts.push(`логін «${login}», пароль правильний`);
  }
  if (row.action === 'orders.export') {
    const ids = field(row.after, 'ids');
    const count = text(row.after, 'count') ?? '0';
    const listed = Array.isArray(ids) ? ids.slice(0, 20).map((id) => `№${id}`) : [];
    const more = Array.isArray(ids) && Number(count) > listed.length ? ' …' : '';
    parts.push(`замовлень: ${count}${listed.length ? ` (${listed.join(', ')}${more})` : ''}`);
    const to = text(row.after, 'to');
    if (to) parts.push(`куди: ${to}`);
  }
  if (address) parts.push(`адреса ${address}`);
  return parts.join('; ');
}
