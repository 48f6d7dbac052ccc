/**
 * What a shopper types for the demo catalogue's goods, written once by hand: the query set's rules
 * (queries.ts) combine it with what the seeded database holds, so relevance stays right for any
 * seed size. Category scopes are taxonomy keys (db/demo/data/taxonomy*.ts): a branch key means
 * every leaf under it.
 */

/** A kind of goods: the words for it in both languages (base form first, then other word forms). */
export type Noun = {
  /** Taxonomy keys of the categories whose goods the word means. */
  scope: string[];
  ua: [string, ...string[]];
  ru: [string, ...string[]];
};

export const nouns: Noun[] = [
  {
    scope: ['reels'],
    ua: ['котушка', 'котушки', 'котушок', 'котушкою'],
    ru: ['катушка', 'катушки', 'катушек', 'катушкой'],
  },
  { scope: ['rods'], ua: ['вудилище', 'вудилища', 'вудилищ'], ru: ['удилище', 'удилища', 'удилищ'] },
  { scope: ['spinning-rods'], ua: ['спінінг', 'спінінги', 'спінінгів'], ru: ['спиннинг', 'спиннинги', 'спиннингов'] },
  { scope: ['wobblers'], ua: ['воблер', 'воблери', 'воблерів'], ru: ['воблер', 'воблеры', 'воблеров'] },
  {
    scope: ['spoons', 'spinners', 'ice-spoons'],
    ua: ['блешня', 'блешні', 'блешень'],
    ru: ['блесна', 'блёсны', 'блесен'],
  },
  { scope: ['hooks'], ua: ['гачок', 'гачки', 'гачків'], ru: ['крючок', 'крючки', 'крючков'] },
  { scope: ['tents'], ua: ['намет', 'намети', 'наметів'], ru: ['палатка', 'палатки', 'палаток'] },
  {
    scope: ['hiking-backpacks', 'daypacks'],
    ua: ['рюкзак', 'рюкзаки', 'рюкзаків'],
    ru: ['рюкзак', 'рюкзаки', 'рюкзаков'],
  },
  { scope: ['lighting'], ua: ['ліхтар', 'ліхтарі', 'ліхтарів'], ru: ['фонарь', 'фонари', 'фонарей'] },
  { scope: ['thermoses'], ua: ['термос', 'термоси', 'термосів'], ru: ['термос', 'термосы', 'термосов'] },
  { scope: ['knives'], ua: ['ніж', 'ножі', 'ножів'], ru: ['нож', 'ножи', 'ножей'] },
  {
    scope: ['sleeping-bags'],
    ua: ['спальник', 'спальники', 'спальників'],
    ru: ['спальник', 'спальники', 'спальников'],
  },
  { scope: ['braided-lines'], ua: ['шнур', 'шнури', 'шнурів'], ru: ['шнур', 'шнуры', 'шнуров'] },
  {
    scope: ['echo-sounders', 'castable-sounders'],
    ua: ['ехолот', 'ехолоти', 'ехолотів'],
    ru: ['эхолот', 'эхолоты', 'эхолотов'],
  },
  {
    scope: ['feeder-cages', 'method-feeders'],
    ua: ['годівниця', 'годівниці', 'годівниць'],
    ru: ['кормушка', 'кормушки', 'кормушек'],
  },
  { scope: ['pvc-boats'], ua: ['човен', 'човни', 'човнів'], ru: ['лодка', 'лодки', 'лодок'] },
  { scope: ['chairs'], ua: ['крісло', 'крісла', 'крісел'], ru: ['кресло', 'кресла', 'кресел'] },
  { scope: ['fishing-boots'], ua: ['чоботи', 'чобіт', 'чоботях'], ru: ['сапоги', 'сапог', 'сапогах'] },
  { scope: ['mono-lines', 'ice-lines'], ua: ['волосінь', 'волосіні', 'волосінню'], ru: ['леска', 'лески', 'леской'] },
  { scope: ['boilies'], ua: ['бойли', 'бойлів', 'бойлами'], ru: ['бойлы', 'бойлов', 'бойлами'] },
  { scope: ['gas-burners'], ua: ['пальник', 'пальники', 'пальників'], ru: ['горелка', 'горелки', 'горелок'] },
  {
    scope: ['jig-heads'],
    ua: ['джиг-голівка', 'джиг-голівки', 'джиг-голівок'],
    ru: ['джиг-головка', 'джиг-головки', 'джиг-головок'],
  },
  { scope: ['balancers'], ua: ['балансир', 'балансири', 'балансирів'], ru: ['балансир', 'балансиры', 'балансиров'] },
  { scope: ['multitools'], ua: ['мультитул', 'мультитули'], ru: ['мультитул', 'мультитулы'] },
];

/**
 * Words a shopper uses for a kind of goods that no title carries (synonyms the shop would keep as
 * data). The query set adds the category-title words that no good's title holds (queries.ts).
 */
export const synonyms: { scope: string[]; lang: 'ua' | 'ru'; words: string[] }[] = [
  { scope: ['rods'], lang: 'ua', words: ['вудка', 'вудочка'] },
  { scope: ['rods'], lang: 'ru', words: ['удочки'] },
  { scope: ['braided-lines'], lang: 'ua', words: ['плетінка'] },
  { scope: ['braided-lines'], lang: 'ru', words: ['плетенка'] },
  { scope: ['lighting'], lang: 'ru', words: ['фонарик'] },
  { scope: ['lighting'], lang: 'ua', words: ['ліхтарик'] },
  { scope: ['foam-mats', 'self-inflating-mats'], lang: 'ru', words: ['пенка'] },
  { scope: ['pvc-boats'], lang: 'ua', words: ['надувний човен'] },
];

/** How brands are written in Cyrillic ([Ukrainian, Russian]; one string when both agree). */
export const cyrillicBrands: Record<string, [string, string] | string> = {
  Shimano: 'шимано',
  Daiwa: 'дайва',
  Favorite: 'фаворит',
  Flagman: 'флагман',
  Kalipso: ['каліпсо', 'калипсо'],
  Brain: 'брейн',
  Select: 'селект',
  'Lucky John': 'лаки джон',
  Salmo: 'сальмо',
  Rapala: 'рапала',
  Owner: 'овнер',
  Gamakatsu: 'гамакацу',
  'Carp Pro': 'карп про',
  Fox: 'фокс',
  Mikado: ['мікадо', 'микадо'],
  Lowrance: 'лоуренс',
  Garmin: ['гармін', 'гармин'],
  Deeper: ['діпер', 'дипер'],
  Tramp: 'трамп',
  Totem: 'тотем',
  Naturehike: 'нейчерхайк',
  Kovea: 'ковеа',
  Fenix: ['фенікс', 'феникс'],
  Nitecore: 'найткор',
  Norfin: ['норфін', 'норфин'],
  Mepps: 'мепс',
  Sunline: 'санлайн',
  Korda: 'корда',
  Nash: 'неш',
  Sensas: 'сенсас',
  Traper: 'трапер',
  Cralusso: 'кралуссо',
  Kolibri: ['колібрі', 'колибри'],
  Barracuda: 'барракуда',
  Tohatsu: 'тохатсу',
  Columbia: ['коламбія', 'коламбия'],
  Salomon: 'саломон',
  Morakniv: ['моракнів', 'моракнив'],
  Ganzo: 'ганзо',
  Pinguin: ['пінгвін', 'пингвин'],
  Mustad: 'мустад',
};

/** Latin model and series words of the titles as a shopper writes them in Cyrillic ([ua, ru]). */
export const cyrillicSeries: Record<string, [string, string]> = {
  Vortex: ['вортекс', 'вортекс'],
  Tornado: ['торнадо', 'торнадо'],
  Nautilus: ['наутілус', 'наутилус'],
  Stinger: ['стінгер', 'стингер'],
  Arena: ['арена', 'арена'],
  Titan: ['титан', 'титан'],
  Ninja: ['ніндзя', 'ниндзя'],
  Spirit: ['спіріт', 'спирит'],
  Ultegra: ['ультегра', 'ультегра'],
  Cheburashka: ['чебурашка', 'чебурашка'],
  Waggler: ['ваглер', 'ваглер'],
  Method: ['метод', 'метод'],
  Discovery: ['діскавері', 'дискавери'],
  Explorer: ['експлорер', 'эксплорер'],
  Expedition: ['експедиція', 'экспедиция'],
  Speedcross: ['спідкрос', 'спидкросс'],
  Director: ['директор', 'директор'],
  Picnic: ['пікнік', 'пикник'],
  Hornet: ['хорнет', 'хорнет'],
  Minnow: ['мінноу', 'минноу'],
  Crank: ['кренк', 'кренк'],
  Jerk: ['джерк', 'джерк'],
  Popper: ['поппер', 'поппер'],
  Aglia: ['аглія', 'аглия'],
  Killer: ['кілер', 'киллер'],
  Twister: ['твістер', 'твистер'],
  Classic: ['класік', 'классик'],
  Trail: ['трейл', 'трейл'],
  Hunter: ['хантер', 'хантер'],
  Arctic: ['арктік', 'арктик'],
};
