export { allocate, buildReceipt, type OrderForReceipt, receiptTotal } from './build-receipt';
export { type CheckboxOptions, checkboxFiscalizer } from './checkbox/checkbox-fiscalizer';
export { demoFiscalizer } from './demo';
export {
  FiscalError,
  type Fiscalizer,
  type FiscalReceipt,
  type IssuedReceipt,
  type ReceiptDiscount,
  type ReceiptLine,
} from './fiscalizer';
export { giveUpMs, type IssueReport, issueReceipts, retryDelayMs } from './issue-receipts';
export { configuredFiscalizer, type FiscalSettings, fiscalSettingsIssues, fiscalSettingsShape } from './registry';
