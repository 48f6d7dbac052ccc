/** Kinds of fishing a shopper can pick in the profile (SPEC §2 "fishing type" dialog). */
export const fishingTypes = {
  spinning: { ua: 'Спінінг', ru: 'Спиннинг' },
  float: { ua: 'Поплавочна', ru: 'Поплавочная' },
  'feeder-carp': { ua: 'Фідер і короп', ru: 'Фидер и карп' },
  fly: { ua: 'Нахлист', ru: 'Нахлыст' },
  ice: { ua: 'Зимова', ru: 'Зимняя' },
  sea: { ua: 'Морська', ru: 'Морская' },
} as const;

export type FishingType = keyof typeof fishingTypes;
export const fishingTypeIds = Object.keys(fishingTypes) as [FishingType, ...FishingType[]];

export function isFishingType(value: string | null): value is FishingType {
  return value !== null && Object.hasOwn(fishingTypes, value);
}
