/** Bilingual names of the palette colours (core/media `demoColours`), also the colour options. */
export const colourNames: Record<string, [string, string]> = {
  red: ['червоний', 'красный'],
  orange: ['помаранчевий', 'оранжевый'],
  yellow: ['жовтий', 'жёлтый'],
  green: ['зелений', 'зелёный'],
  olive: ['оливковий', 'оливковый'],
  teal: ['бірюзовий', 'бирюзовый'],
  blue: ['синій', 'синий'],
  navy: ['темно-синій', 'тёмно-синий'],
  purple: ['фіолетовий', 'фиолетовый'],
  pink: ['рожевий', 'розовый'],
  black: ['чорний', 'чёрный'],
  grey: ['сірий', 'серый'],
  silver: ['срібний', 'серебристый'],
  gold: ['золотий', 'золотой'],
  brown: ['коричневий', 'коричневый'],
  khaki: ['хакі', 'хаки'],
  white: ['білий', 'белый'],
};

export const lureColours = [
  'red',
  'orange',
  'yellow',
  'green',
  'olive',
  'silver',
  'gold',
  'pink',
  'purple',
  'black',
  'white',
  'blue',
];
export const wearColours = ['black', 'olive', 'khaki', 'navy', 'grey', 'green', 'brown', 'orange'];
