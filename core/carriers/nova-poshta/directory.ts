import { z } from 'zod';
import type { CarrierPoint, CarrierSettlement } from '../carrier';

/** Parcel lockers' TypeOfWarehouse refs (Поштомат; Поштомат ПриватБанку), for answers without a category. */
export const lockerTypeRefs = new Set(['f9316480-5f2d-425d-bc2c-ac7cd29decf0', '95dc212d-479c-4ffb-a8ab-8c1b9073d0bc']);

const coord = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => {
    const n = v === null || v === undefined || v === '' ? Number.NaN : Number(v);
    return Number.isFinite(n) && n !== 0 ? n : null;
  });
const text = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim());

/** One row of `AddressGeneral.getSettlements` (the fields the sync keeps). */
export const settlementRow = z.looseObject({
  Ref: z.string().min(1),
  Description: text,
  DescriptionRu: text,
  AreaDescription: text,
  AreaDescriptionRu: text,
  RegionsDescription: text,
  RegionsDescriptionRu: text,
  IndexCOATSU1: text,
  Latitude: coord,
  Longitude: coord,
});

/** One row of `AddressGeneral.getWarehouses`. */
export const warehouseRow = z.looseObject({
  Ref: z.string().min(1),
  Number: z.union([z.string(), z.number()]).transform(String),
  Description: text,
  DescriptionRu: text,
  SettlementRef: z.string().min(1),
  CityRef: text,
  TypeOfWarehouse: text,
  CategoryOfWarehouse: text,
  TotalMaxWeightAllowed: z.union([z.string(), z.number()]).nullish(),
  PlaceMaxWeightAllowed: z.union([z.string(), z.number()]).nullish(),
  ReceivingLimitationsOnDimensions: z
    .looseObject({
      Width: z.union([z.string(), z.number()]).nullish(),
      Height: z.union([z.string(), z.number()]).nullish(),
      Length: z.union([z.string(), z.number()]).nullish(),
    })
    .nullish()
    .catch(null),
  WarehouseStatus: text,
  Latitude: coord,
  Longitude: coord,
});

const region = (area: string, district: string) => [area && `${area} обл.`, district].filter(Boolean).join(', ');

export function toSettlement(row: z.infer<typeof settlementRow>): CarrierSettlement {
  const koatuu = /^\d{10}$/.test(row.IndexCOATSU1) ? row.IndexCOATSU1 : null;
  return {
    ref: row.Ref,
    koatuu,
    titleUa: row.Description,
    titleRu: row.DescriptionRu || row.Description,
    regionUa: region(row.AreaDescription, row.RegionsDescription),
    regionRu: region(row.AreaDescriptionRu || row.AreaDescription, row.RegionsDescriptionRu || row.RegionsDescription),
    lat: row.Latitude,
    lng: row.Longitude,
  };
}

const kilograms = (v: string | number | null | undefined) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 1000) : null;
};

const centimetres = (v: string | number | null | undefined) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 10) : null;
};

/**
 * The largest parcel a point hands out, mm. Source: developers.novaposhta.ua,
 * AddressGeneral getWarehouses — each point's `ReceivingLimitationsOnDimensions: {Width, Height,
 * Length}` in centimetres (the branch sample: 170 × 170 × 300; "до 30 кг" branches 120 × 120 ×
 * 120); what the recipient's point takes is its *receiving* limit (`Sending…` is for handing in).
 * A missing or zero side = not said: all three or none.
 */
function receivingSides(row: z.infer<typeof warehouseRow>) {
  const d = row.ReceivingLimitationsOnDimensions;
  const sides = [centimetres(d?.Length), centimetres(d?.Width), centimetres(d?.Height)];
  const [maxLengthMm, maxWidthMm, maxHeightMm] = sides.every((s) => s !== null) ? sides : [null, null, null];
  return { maxLengthMm: maxLengthMm ?? null, maxWidthMm: maxWidthMm ?? null, maxHeightMm: maxHeightMm ?? null };
}

/** A branch or a parcel locker; null for what a shopper cannot pick (closed, cargo-only). */
export function toPoint(row: z.infer<typeof warehouseRow>): CarrierPoint | null {
  if (row.WarehouseStatus && row.WarehouseStatus !== 'Working') return null;
  const isLocker = row.CategoryOfWarehouse === 'Postomat' || lockerTypeRefs.has(row.TypeOfWarehouse);
  return {
    ref: row.Ref,
    settlementRef: row.SettlementRef,
    townRef: row.CityRef || null,
    number: row.Number,
    kind: isLocker ? 'parcel_locker' : 'department',
    titleUa: row.Description,
    titleRu: row.DescriptionRu || row.Description,
    // The per-parcel limit when given (what one parcel may weigh), else the total; kg, "0" = no
    // limit (developers.novaposhta.ua getWarehouses: PlaceMaxWeightAllowed, TotalMaxWeightAllowed).
    maxWeightG: kilograms(row.PlaceMaxWeightAllowed) ?? kilograms(row.TotalMaxWeightAllowed),
    ...receivingSides(row),
    lat: row.Latitude,
    lng: row.Longitude,
  };
}
