import { afterEach, describe, expect, it, vi } from 'vitest';
import './messages.server';
import { formatGoodsCount, formatMoney, formatReviewsCount, translator } from './translate';

describe('i18n', () => {
  it('formats money with two decimals, ru-RU grouping and a dot decimal (§9)', () => {
    expect(formatMoney(123_456, 'ua')).toBe('1\u00a0234.56 грн');
    expect(formatMoney(50_000, 'ru')).toBe('500.00 грн');
    expect(formatMoney(5, 'ua')).toBe('0.05 грн');
    expect(formatMoney(4_999_900, 'ua')).toBe('49\u00a0999.00 грн');
    expect(formatMoney(123_456_789_01, 'ua')).toBe('123\u00a0456\u00a0789.01 грн');
    expect(formatMoney(-1_050, 'ru')).toBe('-10.50 грн');
  });

  it('uses the plural forms of goods for 1, 2–4 and others (§9)', () => {
    expect([1, 2, 4, 5, 11, 21, 22, 25].map((n) => formatGoodsCount(n, 'ua'))).toEqual([
      '1 товар',
      '2 товари',
      '4 товари',
      '5 товарів',
      '11 товарів',
      '21 товар',
      '22 товари',
      '25 товарів',
    ]);
    expect([1, 3, 7].map((n) => formatGoodsCount(n, 'ru'))).toEqual(['1 товар', '3 товара', '7 товаров']);
  });

  it('fills placeholders and keeps unknown ones', () => {
    const t = translator('ua');
    expect(t('good.code', { code: '123456' })).toBe('Код: 123456');
    expect(t('good.code')).toBe('Код: {code}');
  });
});

describe('plural forms of reviews (§9: 1, 2–4, others)', () => {
  it('says відгук / відгуки / відгуків in Ukrainian', () => {
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((n) => formatReviewsCount(n, 'ua'))).toEqual([
      '0 відгуків',
      '1 відгук',
      '2 відгуки',
      '4 відгуки',
      '5 відгуків',
      '11 відгуків',
      '12 відгуків',
      '14 відгуків',
      '21 відгук',
      '22 відгуки',
      '25 відгуків',
      '101 відгук',
      '111 відгуків',
    ]);
  });

  it('says отзыв / отзыва / отзывов in Russian', () => {
    expect([1, 3, 5, 11, 21, 24].map((n) => formatReviewsCount(n, 'ru'))).toEqual([
      '1 отзыв',
      '3 отзыва',
      '5 отзывов',
      '11 отзывов',
      '21 отзыв',
      '24 отзыва',
    ]);
  });
});

describe('texts a page did not provide (ADR 0123)', () => {
  // A fresh registry: the one above has every text (messages.server.ts), a browser's has only some.
  async function browserLike() {
    vi.resetModules();
    const fresh = await import('./translate');
    const { ua } = await import('./messages/ua');
    fresh.provideMessages('ua', ua);
    return fresh;
  }

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('throws outside production, naming the key', async () => {
    const { translator } = await browserLike();
    const t = translator('ua');
    expect(t('header.cart')).toBe('Кошик');
    expect(() => t('checkout.title')).toThrow(/"checkout\.title" is not provided/);
  });

  it('has a page’s texts once its module is loaded, in both languages, even before the shell', async () => {
    const { provideMessages, translator } = await browserLike();
    const t = translator('ua');
    await import('./messages/pages/checkout');
    expect(t('checkout.title')).toBe('Оформлення замовлення');
    const { ru } = await import('./messages/ru');
    provideMessages('ru', ru);
    expect(translator('ru')('checkout.title')).toBe('Оформление заказа');
  });

  it('shows the key and logs once in production, so a shopper’s page still renders', async () => {
    vi.stubEnv('PROD', true);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { translator } = await browserLike();
    const t = translator('ua');
    expect(t('payments.pay')).toBe('payments.pay');
    expect(t('payments.pay')).toBe('payments.pay');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('payments.pay');
  });
});
