import { z } from 'zod';
import type { GoodPart } from './get-goods-by-ids';

/** SPEC §3 Good fields as the API names them; `id` is always present and cannot be excluded. */
export const goodFields = [
  'ext_id',
  'title',
  'title_ua',
  'name_ua',
  'price',
  'old_price',
  'images',
  'sell_status',
  'description',
  'description_ua',
  'producer',
  'brand',
  'breadcrumbs',
  'characteristics',
  'rating',
  'reviews_count',
  'availability',
  'variants',
] as const;
export type GoodField = (typeof goodFields)[number];

/** Placeholders meaning "exclude nothing" in `/api/goods/id/{ids}/{fields}` (ADR 0015). */
export const noExcludedFields = ['-', 'none'] as const;

/** `{fields}`: SPEC §3 field names to EXCLUDE, comma-separated, or `-` / `none`. */
export const excludedFieldsInput = z
  .string()
  .max(400)
  .refine(
    (value) =>
      (noExcludedFields as readonly string[]).includes(value) ||
      value.split(',').every((n) => (goodFields as readonly string[]).includes(n)),
    'good_fields_invalid',
  )
  .transform((value) =>
    (noExcludedFields as readonly string[]).includes(value)
      ? new Set<GoodField>()
      : new Set(value.split(',') as GoodField[]),
  );

/** The costly parts still needed once `excluded` fields are dropped. */
export function partsFor(excluded: ReadonlySet<GoodField>): Set<GoodPart> {
  const parts = new Set<GoodPart>();
  for (const part of ['breadcrumbs', 'characteristics', 'availability', 'variants'] as const)
    if (!excluded.has(part)) parts.add(part);
  return parts;
}
