import { describe, expect, it } from 'vitest';
import { cartSignature, toDataLayer } from './events';
import { type AnalyticsGood, linesValue, toGa4Item } from './items';

const rod: AnalyticsGood = {
  id: 11,
  name: 'Телескопічне вудилище Flagman Cayman',
  price: 52_499,
  brand: 'Flagman',
  categories: ['Вудилища', 'Телескопічні', 'Болонські', 'Легкі', 'Дуже легкі'],
  isAvailable: true,
};
const hook: AnalyticsGood = { id: 7, name: 'Гачок', price: 1_000, brand: null, categories: [], isAvailable: false };

describe('GA4 items (SPEC §7 analytics events)', () => {
  it('names, id, UAH price, brand, the first four category levels and the quantity', () => {
    expect(toGa4Item({ good: rod, quantity: 2 })).toEqual({
      item_id: '11',
      item_name: 'Телескопічне вудилище Flagman Cayman',
      price: 524.99,
      quantity: 2,
      item_brand: 'Flagman',
      item_category: 'Вудилища',
      item_category2: 'Телескопічні',
      item_category3: 'Болонські',
      item_category4: 'Легкі',
    });
  });
  it('leaves out the brand and categories a good does not have', () => {
    expect(toGa4Item({ good: hook, quantity: 1 })).toEqual({
      item_id: '7',
      item_name: 'Гачок',
      price: 10,
      quantity: 1,
    });
  });
  it('value is Σ price × quantity in UAH, exact to the kopiyka', () => {
    expect(
      linesValue([
        { good: rod, quantity: 3 },
        { good: hook, quantity: 1 },
      ]),
    ).toBe(1584.97);
    expect(linesValue([])).toBe(0);
  });
});

describe('dataLayer entries', () => {
  it('GA4 events clear the previous ecommerce object, then carry currency UAH, value and items', () => {
    const entries = toDataLayer({ type: 'remove_from_cart', lines: [{ good: rod, quantity: 1 }] }, 'g');
    expect(entries[0]).toEqual({ ecommerce: null });
    expect(entries[1]).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { currency: 'UAH', value: 524.99, items: [{ item_id: '11', quantity: 1 }] },
    });
  });
  it('view_item is one piece of the good', () => {
    expect(toDataLayer({ type: 'view_item', good: rod }, 'g')[1]).toMatchObject({
      event: 'view_item',
      ecommerce: { value: 524.99, items: [{ item_id: '11', quantity: 1 }] },
    });
  });
  it('purchase: transaction id, what the shopper pays, shipping, coupon and the affiliate (ADR 0055)', () => {
    const order = {
      id: 42,
      lines: [{ good: rod, quantity: 1 }],
      total: 58_000,
      shipping: 6_000,
      coupon: 'FISH10',
      affiliate: 'partner-7',
    };
    expect(toDataLayer({ type: 'purchase', order }, 'g')[1]).toEqual({
      event: 'purchase',
      affiliate: 'partner-7',
      ecommerce: {
        currency: 'UAH',
        transaction_id: '42',
        value: 580,
        shipping: 60,
        coupon: 'FISH10',
        items: [toGa4Item({ good: rod, quantity: 1 })],
      },
    });
    const plain = toDataLayer({ type: 'purchase', order: { ...order, coupon: null, affiliate: null } }, 'g')[1];
    expect(plain).not.toHaveProperty('affiliate');
    expect(plain?.ecommerce).not.toHaveProperty('coupon');
  });
  it('a wish-list add is GA4 add_to_wishlist and AddToWishlist with productKey, price and isInStock 1/0', () => {
    const [, ga4, email] = toDataLayer({ type: 'add_to_wishlist', good: rod }, 'g');
    expect(ga4).toMatchObject({ event: 'add_to_wishlist', ecommerce: { items: [{ item_id: '11' }] } });
    expect(email).toEqual({ event: 'AddToWishlist', AddToWishlist: { productKey: '11', price: 524.99, isInStock: 1 } });
    expect(toDataLayer({ type: 'add_to_wishlist', good: hook }, 'g')[2]).toMatchObject({
      AddToWishlist: { isInStock: 0 },
    });
  });
  it('StatusCart lists productKey, price, quantity and currency UAH with the cart GUID', () => {
    expect(toDataLayer({ type: 'cart_status', lines: [{ good: rod, quantity: 2 }] }, 'guid-1')).toEqual([
      {
        event: 'StatusCart',
        StatusCart: [{ productKey: '11', price: 524.99, quantity: 2, currency: 'UAH' }],
        GUID: 'guid-1',
      },
    ]);
  });
  it('CustomerData carries the e-mail, phone and name the shopper gave', () => {
    const customer = { email: 'ostap@example.com', phone: '+380507654321', firstName: 'Остап', lastName: 'Тарасенко' };
    expect(toDataLayer({ type: 'customer', customer }, 'g')).toEqual([
      {
        event: 'CustomerData',
        CustomerData: { user_email: 'ostap@example.com', user_phone: '+380507654321', user_name: 'Остап Тарасенко' },
      },
    ]);
  });
  it('a cart signature changes with the quantity or the price', () => {
    const a = cartSignature([{ good: rod, quantity: 1 }]);
    expect(cartSignature([{ good: rod, quantity: 2 }])).not.toBe(a);
    expect(cartSignature([{ good: { ...rod, price: 1 }, quantity: 1 }])).not.toBe(a);
    expect(cartSignature([])).toBe('');
  });
});
