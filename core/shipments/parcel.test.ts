import { describe, expect, it } from 'vitest';
import { buildParcel, defaultGood, parcelLimits } from './parcel';

const money = { declaredValue: 100_000, cashOnDelivery: null };
const reel = { quantity: 1, weightG: 450, lengthMm: 150, widthMm: 120, heightMm: 100 };

describe('parcel builder (SPEC §9 parcel limits)', () => {
  it('sums the weights and stacks the pieces on their flattest side', () => {
    const p = buildParcel(
      [
        { ...reel, quantity: 2 },
        { quantity: 1, weightG: 1_200, lengthMm: 500, widthMm: 80, heightMm: 60 },
      ],
      money,
    );
    expect(p).toEqual({ weightG: 2_100, lengthMm: 500, widthMm: 260, heightMm: 120, ...money });
  });

  it('an unknown weight or size counts as the default good (ADR 0105)', () => {
    const p = buildParcel([{ quantity: 2, weightG: null, lengthMm: null, widthMm: 10, heightMm: 10 }], money);
    expect(p).toEqual({
      weightG: 2 * defaultGood.weightG,
      lengthMm: defaultGood.lengthMm,
      widthMm: 2 * defaultGood.heightMm,
      heightMm: defaultGood.widthMm,
      ...money,
    });
  });

  it('SPEC §9: 20 kg passes, one gram more does not', () => {
    const heavy = { ...reel, weightG: 5_000 };
    expect(buildParcel([{ ...heavy, quantity: 2 }], money)?.weightG).toBe(10_000);
    expect(
      buildParcel(
        [
          { ...heavy, quantity: 2 },
          { ...reel, weightG: 10_000, quantity: 1 },
        ],
        money,
      )?.weightG,
    ).toBe(20_000);
    expect(
      buildParcel(
        [
          { ...heavy, quantity: 2 },
          { ...reel, weightG: 10_001, quantity: 1 },
        ],
        money,
      ),
    ).toBeNull();
  });

  it('SPEC §9: a rod tube up to 120 cm passes, longer does not; the cross-section stays within 40×30 cm', () => {
    const rod = { quantity: 1, weightG: 600, lengthMm: 1_200, widthMm: 80, heightMm: 80 };
    expect(buildParcel([rod], money)?.lengthMm).toBe(1_200);
    expect(buildParcel([{ ...rod, lengthMm: 1_201 }], money)).toBeNull();
    expect(buildParcel([{ ...reel, lengthMm: 600, widthMm: 400, heightMm: 300 }], money)).not.toBeNull();
    expect(buildParcel([{ ...reel, lengthMm: 600, widthMm: 401, heightMm: 300 }], money)).toBeNull();
    // Four boxes 10 cm high stack to 40 cm: the stack is now a side of 40, the 30-cm side is broken.
    expect(buildParcel([{ ...reel, quantity: 4, lengthMm: 400, widthMm: 350, heightMm: 100 }], money)).toBeNull();
  });

  it('SPEC §9: declared value up to 6,000 UAH', () => {
    const at = buildParcel([reel], { declaredValue: parcelLimits.maxDeclaredValue, cashOnDelivery: 1 });
    expect(at?.declaredValue).toBe(600_000);
    expect(at?.cashOnDelivery).toBe(1);
    expect(buildParcel([reel], { declaredValue: 600_001, cashOnDelivery: null })).toBeNull();
  });

  it('no pieces, no parcel', () => {
    expect(buildParcel([{ ...reel, quantity: 0 }], money)).toBeNull();
  });
});
