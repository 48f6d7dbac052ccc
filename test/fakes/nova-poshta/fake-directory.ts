import { createHash } from 'node:crypto';

/**
 * A Nova Poshta-sized directory for the fake: settlement `i` and warehouse `j` are
 * computed from the seed and their index alone, so a page costs its own rows and nothing is held
 * (the benchmark measures the sync's memory, not the fake's). The first settlements are known
 * towns with real KOATUU codes (Kyiv 8000000000 …), so synced departments land in seeded towns.
 */
export type FakeDirectoryOptions = {
  seed?: number;
  settlements?: number;
  points?: number;
  knownTowns?: readonly { code: string; ua: string; ru: string }[];
};

export const defaultKnownTowns = [
  { code: '8000000000', ua: 'Київ', ru: 'Киев' },
  { code: '4610100000', ua: 'Львів', ru: 'Львов' },
  { code: '5110100000', ua: 'Одеса', ru: 'Одесса' },
  { code: '6310100000', ua: 'Харків', ru: 'Харьков' },
  { code: '1210100000', ua: 'Дніпро', ru: 'Днепр' },
];

const parts = [
  ['Нов', 'Нов'],
  ['Стар', 'Стар'],
  ['Вишн', 'Вишн'],
  ['Берез', 'Берез'],
  ['Зелен', 'Зелен'],
  ['Кам', 'Кам'],
  ['Лип', 'Лип'],
  ['Дуб', 'Дуб'],
  ['Сосн', 'Сосн'],
  ['Мирн', 'Мирн'],
  ['Гай', 'Гай'],
  ['Ясн', 'Ясн'],
] as const;
const endings = [
  ['івка', 'овка'],
  ['е', 'ое'],
  ['ове', 'ово'],
  ['ичі', 'ичи'],
  ['ине', 'ино'],
  ['ки', 'ки'],
] as const;
const areas = [
  ['Київська', 'Киевская'],
  ['Львівська', 'Львовская'],
  ['Одеська', 'Одесская'],
  ['Харківська', 'Харьковская'],
  ['Полтавська', 'Полтавская'],
  ['Вінницька', 'Винницкая'],
] as const;
const streets = [
  ['вул. Шевченка', 'ул. Шевченко'],
  ['вул. Франка', 'ул. Франко'],
  ['просп. Миру', 'просп. Мира'],
  ['вул. Садова', 'ул. Садовая'],
] as const;

export const postomatType = 'f9316480-5f2d-425d-bc2c-ac7cd29decf0';
export const branchType = '841339c7-591a-42e2-8233-7a0a00f0ed6f';

export function fakeDirectory(options: FakeDirectoryOptions = {}) {
  const seed = options.seed ?? 21;
  const known = options.knownTowns ?? defaultKnownTowns;
  const settlements = options.settlements ?? 11_000;
  const points = options.points ?? 40_000;
  const digest = (what: string) => createHash('sha1').update(`${seed}:${what}`).digest();
  const uuid = (what: string) => {
    const h = digest(what).toString('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
  };
  const fraction = (what: string) => digest(what).readUInt32BE(0) / 2 ** 32;
  const pick = <T>(list: readonly T[], what: string) => list[Math.floor(fraction(what) * list.length)] as T;

  const settlementRef = (i: number) => uuid(`s${i}`);
  const cityRef = (i: number) => uuid(`c${i}`);
  function settlement(i: number) {
    const town = known[i];
    const [stemUa, stemRu] = pick(parts, `n${i}`);
    const [endUa, endRu] = pick(endings, `e${i}`);
    const [areaUa, areaRu] = pick(areas, `a${i}`);
    return {
      Ref: settlementRef(i),
      SettlementType: 'e56b7b52-de6f-11e0-8d5a-0026b97ed48a',
      Latitude: (44.5 + fraction(`la${i}`) * 7.5).toFixed(6),
      Longitude: (22.5 + fraction(`lo${i}`) * 17.5).toFixed(6),
      Description: town?.ua ?? `${stemUa}${endUa}`,
      DescriptionRu: town?.ru ?? `${stemRu}${endRu}`,
      DescriptionTranslit: '',
      Area: uuid(`area${areaUa}`),
      AreaDescription: town ? '' : areaUa,
      AreaDescriptionRu: town ? '' : areaRu,
      RegionsDescription: town ? '' : `${stemUa}ський р-н`,
      RegionsDescriptionRu: town ? '' : `${stemRu}ский р-н`,
      IndexCOATSU1: town?.code ?? `99${String(i).padStart(8, '0')}`,
      Warehouse: '1',
    };
  }

  /** Which settlement warehouse `j` is in: one each first, the rest mostly in big towns. */
  const settlementOf = (j: number) =>
    j < settlements ? j : Math.floor(Math.min(settlements, 2000) * fraction(`w${j}`) ** 3);

  const limits = (isLocker: boolean, j: number) =>
    isLocker
      ? { Width: 40, Height: 30, Length: 60 }
      : j % 5 === 0
        ? { Width: 120, Height: 120, Length: 120 }
        : { Width: 170, Height: 170, Length: 300 };

  function warehouse(j: number) {
    const i = settlementOf(j);
    const isLocker = j >= settlements && fraction(`k${j}`) < 0.45;
    const number = j < settlements ? 1 : j - settlements + 2;
    const [streetUa, streetRu] = pick(streets, `st${j}`);
    const house = 1 + Math.floor(fraction(`h${j}`) * 150);
    const town = settlement(i);
    const label = isLocker ? ['Поштомат "Нова Пошта" №', 'Почтомат "Новая Почта" №'] : ['Відділення №', 'Отделение №'];
    return {
      SiteKey: String(10_000 + j),
      Description: `${label[0]}${number}: ${streetUa}, ${house}`,
      DescriptionRu: `${label[1]}${number}: ${streetRu}, ${house}`,
      ShortAddress: `${town.Description}, ${streetUa}, ${house}`,
      TypeOfWarehouse: isLocker ? postomatType : branchType,
      CategoryOfWarehouse: isLocker ? 'Postomat' : 'Branch',
      Ref: uuid(`w${j}`),
      Number: String(number),
      CityRef: cityRef(i),
      CityDescription: town.Description,
      SettlementRef: town.Ref,
      SettlementDescription: town.Description,
      Latitude: town.Latitude,
      Longitude: town.Longitude,
      TotalMaxWeightAllowed: isLocker ? '0' : j % 5 === 0 ? '30' : '1000',
      PlaceMaxWeightAllowed: isLocker ? '20' : '0',
      // Each point's limits as getWarehouses documents them (developers.novaposhta.ua, AddressGeneral
      // getWarehouses: Width, Height, Length in cm; the branch sample 170 × 170 × 300, "до 30 кг"
      // branches 120 × 120 × 120); a locker's largest cell 40 × 30 × 60 cm.
      SendingLimitationsOnDimensions: limits(isLocker, j),
      ReceivingLimitationsOnDimensions: limits(isLocker, j),
      WarehouseStatus: 'Working',
    };
  }
  return { settlements, points, settlement, warehouse, settlementRef, cityRef };
}
