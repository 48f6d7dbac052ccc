export { type AuditActor, type AuditEntry, type AuditFilter, auditFilterInput, listAudit, recordAudit } from './audit';
export { type CreateStaffInput, createStaff, createStaffInput, setStaffBlocked } from './manage-staff';
export { recordAudits } from './record-audits';
export { type AdminArea, adminAreas, areasOf, mayOpen, requireArea, StaffForbiddenError } from './roles';
export {
  endStaffSession,
  endStaffSessions,
  isStaffCsrfValid,
  type StaffView,
  staffBySession,
  staffCsrfToken,
  staffIdleMs,
  staffSessionMaxMs,
  startStaffSession,
} from './sessions';
export { type StaffSignInInput, type StaffSignInResult, staffSignIn, staffSignInInput } from './sign-in';
export { acceptTotp, newTotpSecret, totpCode, totpUri } from './totp';
