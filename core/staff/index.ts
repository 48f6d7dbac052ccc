export {
  attemptedLogin,
  auditAddress,
  recordCustomerDataExport,
  recordStaffSignIn,
  recordStaffSignInFailure,
  recordStaffSignOut,
  recordStaffTotpFailure,
  type SignInFailure,
} from './access-audit';
export { type AuditActor, type AuditEntry, type AuditFilter, auditFilterInput, listAudit, recordAudit } from './audit';
export { demoAdminTotpSecret, demoStaffLogins, demoStaffPassword } from './demo-credentials';
export { type DemoStaff, findDemoStaff, removeDemoStaff } from './demo-staff';
export { isKnownStaffDevice, newStaffDevice } from './devices';
export {
  type CreateStaffInput,
  createStaff,
  createStaffInput,
  listStaff,
  resetStaffPassword,
  setStaffBlocked,
  staffPasswordInput,
} from './manage-staff';
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
export {
  type StaffSignInClient,
  type StaffSignInInput,
  type StaffSignInResult,
  staffSignIn,
  staffSignInInput,
} from './sign-in';
export { staffSignOut } from './sign-out';
export { acceptTotp, newTotpSecret, totpCode, totpUri } from './totp';
export { countWaiting, type Dashboard, getDashboard, type WaitingCounts } from './waiting-counts';
