import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { createPaymentGateway } from './payment-gateway';

const liqpay = { LIQPAY_PUBLIC_KEY: 'i000001', LIQPAY_PRIVATE_KEY: 'very-secret-private-key' };
const monobank = { MONOBANK_TOKEN: 'uVerySecretToken' };

describe('card acquirer settings (ADR 0097)', () => {
  it('none set: the card is paid on the demo page', () => {
    const gateway = createPaymentGateway(parseEnv({}));
    expect(gateway.card).toMatchObject({ name: 'demo', demo: true });
    expect(gateway.byName('liqpay')).toBeUndefined();
    expect(gateway.byName('monobank')).toBeUndefined();
  });

  it('LiqPay when both its keys are set, else monobank with a token; the other one still answers for its attempts', () => {
    expect(createPaymentGateway(parseEnv(monobank)).card.name).toBe('monobank');
    const both = createPaymentGateway(parseEnv({ ...liqpay, ...monobank }));
    expect(both.card.name).toBe('liqpay');
    expect(both.byName('monobank')?.name).toBe('monobank');
    expect(both.pageOrigins).toEqual(
      expect.arrayContaining(['https://www.liqpay.ua', 'https://pay.mbnk.biz', 'https://pay.monobank.ua']),
    );
  });

  it('LiqPay needs both keys; the error names the missing one and never prints a secret', () => {
    expect(() => parseEnv({ LIQPAY_PUBLIC_KEY: 'i000001' })).toThrow(/LIQPAY_PRIVATE_KEY=undefined/);
    let message = '';
    try {
      parseEnv({ LIQPAY_PRIVATE_KEY: liqpay.LIQPAY_PRIVATE_KEY, MONOBANK_API_URL: 'ftp://x', MONOBANK_TOKEN: '' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/LIQPAY_PUBLIC_KEY=undefined/);
    expect(message).toMatch(/MONOBANK_API_URL="ftp:\/\/x"/);
    expect(message).not.toContain(liqpay.LIQPAY_PRIVATE_KEY);
  });

  it('a local LiqPay or monobank may be configured (sandboxes, e2e)', () => {
    const env = parseEnv({
      ...liqpay,
      LIQPAY_API_URL: 'http://127.0.0.1:9999/api/',
      LIQPAY_SANDBOX: '1',
      ...monobank,
      MONOBANK_API_URL: 'http://127.0.0.1:9998',
    });
    const gateway = createPaymentGateway(env);
    expect(gateway.pageOrigins).toEqual(expect.arrayContaining(['http://127.0.0.1:9999', 'http://127.0.0.1:9998']));
    expect(() => parseEnv({ ...liqpay, LIQPAY_API_URL: 'http://127.0.0.1:9999/api' })).toThrow(/must end with \//);
  });
});
