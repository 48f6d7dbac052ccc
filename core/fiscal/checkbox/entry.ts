import { z } from 'zod';
import type { Fiscalizer } from '../fiscalizer';
import { checkboxFiscalizer } from './checkbox-fiscalizer';

/**
 * Checkbox, the fiscal service (cloud software register, ADR 0099): its settings, the pair that goes
 * together and how it is built (ADR 0121). Without its license key and PIN code receipts are demo ones.
 */
export const checkboxEntry = {
  name: 'checkbox',
  settings: z.object({
    /**
     * Fiscal receipts through Checkbox (ADR 0099): API v1's address, the cash register's
     * license key and the cashier's PIN code — both or neither; without them receipts are demo ones.
     */
    CHECKBOX_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.checkbox.ua/api/v1'),
    CHECKBOX_LICENSE_KEY: z.string().min(8).optional(),
    CHECKBOX_PIN_CODE: z.string().min(4).optional(),
  }),
  together: ['CHECKBOX_LICENSE_KEY', 'CHECKBOX_PIN_CODE'],
  create(
    s: { CHECKBOX_API_URL?: string; CHECKBOX_LICENSE_KEY?: string; CHECKBOX_PIN_CODE?: string },
    fetcher: typeof fetch,
  ): Fiscalizer | null {
    if (!s.CHECKBOX_LICENSE_KEY || !s.CHECKBOX_PIN_CODE) return null;
    return checkboxFiscalizer({
      apiUrl: s.CHECKBOX_API_URL,
      licenseKey: s.CHECKBOX_LICENSE_KEY,
      pinCode: s.CHECKBOX_PIN_CODE,
      fetch: fetcher,
    });
  },
} as const;
