import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { attributeOptions, attributes, goodAttributes, goods, storeStock, stores, towns } from '#db/schema';
import { shopperSellStatusSql } from './good-card';

/**
 * The costly parts of a good as correlated subqueries of the outer `goods` row, each one JSON
 * array (or null when empty), so goods by ids is one statement: PGlite has one connection, and
 * four queries in a row cost four round trips through it (ADR 0068).
 */

export type CharacteristicRow = {
  code: string;
  titleUa: string;
  titleRu: string;
  unitUa: string | null;
  unitRu: string | null;
  valueNum: number | null;
  optionUa: string | null;
  optionRu: string | null;
};

export type StockRow = {
  storeId: number;
  townUa: string;
  townRu: string;
  addressUa: string;
  addressRu: string;
  quantity: number;
};

export type VariantRow = {
  id: number;
  slug: string;
  titleUa: string;
  titleRu: string;
  variantUa: string | null;
  variantRu: string | null;
  price: number;
  sellStatus: string;
};

/** The good's characteristics in the attributes' order. */
export function characteristicsSql(): SQL<CharacteristicRow[] | null> {
  return sql`(select json_agg(json_build_object(
      'code', ${attributes.code}, 'titleUa', ${attributes.titleUa}, 'titleRu', ${attributes.titleRu},
      'unitUa', ${attributes.unitUa}, 'unitRu', ${attributes.unitRu}, 'valueNum', ${goodAttributes.valueNum},
      'optionUa', ${attributeOptions.valueUa}, 'optionRu', ${attributeOptions.valueRu}
    ) order by ${attributes.position}, ${attributes.id})
    from ${goodAttributes}
    join ${attributes} on ${attributes.id} = ${goodAttributes.attributeId}
    left join ${attributeOptions} on ${attributeOptions.id} = ${goodAttributes.optionId}
    where ${goodAttributes.goodId} = ${goods.id})`;
}

/** Active stores holding the good beyond what open orders hold (ADR 0120), biggest towns first. */
export function stockSql(): SQL<StockRow[] | null> {
  return sql`(select json_agg(json_build_object(
      'storeId', ${stores.id}, 'townUa', ${towns.titleUa}, 'townRu', ${towns.titleRu},
      'addressUa', ${stores.addressUa}, 'addressRu', ${stores.addressRu}, 'quantity', greatest(${storeStock.quantity} - ${storeStock.reserved}, 0)
    ) order by ${towns.population} desc, ${stores.id})
    from ${storeStock}
    join ${stores} on ${stores.id} = ${storeStock.storeId}
    join ${towns} on ${towns.code} = ${stores.townCode}
    where ${storeStock.goodId} = ${goods.id} and ${storeStock.quantity} > ${storeStock.reserved} and ${stores.isActive})`;
}

const variant = alias(goods, 'variant');

/** The other active goods of the good's group, cheapest first. */
export function variantsSql(): SQL<VariantRow[] | null> {
  return sql`(select json_agg(json_build_object(
      'id', ${variant.id}, 'slug', ${variant.slug}, 'titleUa', ${variant.titleUa}, 'titleRu', ${variant.titleRu},
      'variantUa', ${variant.variantUa}, 'variantRu', ${variant.variantRu}, 'price', ${variant.price},
      'sellStatus', ${shopperSellStatusSql(variant)}
    ) order by ${variant.price}, ${variant.id})
    from ${goods} as ${variant}
    where ${variant.groupId} = ${goods.groupId} and ${variant.isActive} and ${variant.id} <> ${goods.id})`;
}
