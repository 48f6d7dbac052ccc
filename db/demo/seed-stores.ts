import type { Db } from '../client';
import { stores, towns, type WeekHours } from '../schema';
import { slugify } from '../translit';
import { insertMany } from './bulk';
import { kyivStreets, streets } from './data/streets';
import { townDefs } from './data/towns';
import type { Rng } from './random';

const regular: WeekHours = {
  '1': ['09:00', '20:00'],
  '2': ['09:00', '20:00'],
  '3': ['09:00', '20:00'],
  '4': ['09:00', '20:00'],
  '5': ['09:00', '20:00'],
  '6': ['09:00', '20:00'],
  '7': ['10:00', '18:00'],
};
const daily: WeekHours = {
  '1': ['09:00', '21:00'],
  '2': ['09:00', '21:00'],
  '3': ['09:00', '21:00'],
  '4': ['09:00', '21:00'],
  '5': ['09:00', '21:00'],
  '6': ['09:00', '21:00'],
  '7': ['09:00', '21:00'],
};
const short: WeekHours = {
  '1': ['09:00', '19:00'],
  '2': ['09:00', '19:00'],
  '3': ['09:00', '19:00'],
  '4': ['09:00', '19:00'],
  '5': ['09:00', '19:00'],
  '6': ['10:00', '17:00'],
  '7': null,
};

export type StoreRefs = { storeIds: number[]; townCodes: string[] };

/** Towns with KOATUU codes and ~50 stores (more in Kyiv), with hours and service centres. */
export async function seedStores(db: Db, rng: Rng): Promise<StoreRefs> {
  await insertMany(
    db,
    towns,
    townDefs.map((t) => ({
      code: t.code,
      slug: slugify(t.ua),
      titleUa: t.ua,
      titleRu: t.ru,
      regionUa: t.regionUa,
      regionRu: t.regionRu,
      lat: t.lat,
      lng: t.lng,
      population: t.population,
    })),
  );
  const rows: (typeof stores.$inferInsert)[] = [];
  for (const town of townDefs) {
    const pool = town.code === '8000000000' ? kyivStreets : streets;
    const picked = rng.sample(pool, town.stores);
    picked.forEach(([streetUa, streetRu], i) => {
      const id = rows.length + 1;
      const house = `${rng.int(1, 180)}${rng.chance(0.2) ? rng.pick(['А', 'Б']) : ''}`;
      const mall = rng.chance(0.3);
      const addressUa = `${streetUa}, ${house}${mall ? ', ТЦ, 1 поверх' : ''}`;
      const addressRu = `${streetRu}, ${house}${mall ? ', ТЦ, 1 этаж' : ''}`;
      const spread = town.code === '8000000000' ? 0.09 : 0.025;
      rows.push({
        id,
        townCode: town.code,
        slug: slugify(`${streetUa.replace(/^(вул|просп)\.\s*/, '')} ${house}`),
        titleUa: `«Поплавок» ${town.ua}, ${streetUa}`,
        titleRu: `«Поплавок» ${town.ru}, ${streetRu}`,
        addressUa,
        addressRu,
        lat: Number((town.lat + (rng.next() - 0.5) * spread).toFixed(5)),
        lng: Number((town.lng + (rng.next() - 0.5) * spread * 1.5).toFixed(5)),
        phone: `+38 (0${rng.pick(['67', '50', '63', '97', '66', '73'])}) ${rng.int(100, 999)}-${rng.int(10, 99)}-${rng.int(10, 99)}`,
        hours: town.stores > 2 && i === 0 ? daily : town.population < 200000 ? short : regular,
        hasServiceCentre:
          i === 0 && ['8000000000', '4610100000', '5110100000', '6310100000', '1210100000'].includes(town.code),
      });
    });
  }
  await insertMany(db, stores, rows);
  return { storeIds: rows.map((r) => r.id as number), townCodes: townDefs.map((t) => t.code) };
}
