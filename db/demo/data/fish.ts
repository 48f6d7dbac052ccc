/** Fish types with the category keys (leaves or branches) recommended for them. */
export type FishDef = {
  slug: string;
  image: string;
  ua: string;
  ru: string;
  about: [string, string];
  categories: string[];
};

export const fishDefs: FishDef[] = [
  {
    slug: 'shchuka',
    image: 'pike',
    ua: 'Щука',
    ru: 'Щука',
    about: [
      'Головний хижак прісних водойм. Ловлять на воблери, коливальні блешні та великий силікон, взимку — на жерлиці й балансири.',
      'Главный хищник пресных водоёмов. Ловят на воблеры, колеблющиеся блёсны и крупный силикон, зимой — на жерлицы и балансиры.',
    ],
    categories: [
      'spinning-rods',
      'wobblers',
      'spoons',
      'soft-baits',
      'braided-lines',
      'leader-material',
      'spinning-reels',
      'landing-nets',
    ],
  },
  {
    slug: 'korop',
    image: 'carp',
    ua: 'Короп',
    ru: 'Карп',
    about: [
      'Сильна й обережна риба, трофей коропатників. Ловлять на бойли, пелетс і кукурудзу з род-пода.',
      'Сильная и осторожная рыба, трофей карпятников. Ловят на бойлы, пеллетс и кукурузу с род-пода.',
    ],
    categories: ['carp-rods', 'carp-reels', 'boilies', 'pellets', 'method-feeders', 'rigs', 'bite-alarms', 'rod-pods'],
  },
  {
    slug: 'sudak',
    image: 'zander',
    ua: 'Судак',
    ru: 'Судак',
    about: [
      'Зграйний хижак глибоких ям і бровок. Найкраще ловиться на джиг і віброхвости в сутінках.',
      'Стайный хищник глубоких ям и бровок. Лучше всего ловится на джиг и виброхвосты в сумерках.',
    ],
    categories: ['spinning-rods', 'soft-baits', 'jig-heads', 'braided-lines', 'balancers', 'echo-sounders'],
  },
  {
    slug: 'okun',
    image: 'perch',
    ua: 'Окунь',
    ru: 'Окунь',
    about: [
      'Найпоширеніший хижак: ловиться влітку на обертові блешні та мікроджиг, взимку — на блешні та мормишки.',
      'Самый распространённый хищник: ловится летом на вращающиеся блёсны и микроджиг, зимой — на блёсны и мормышки.',
    ],
    categories: ['spinners', 'soft-baits', 'ice-spoons', 'balancers', 'ice-rods', 'ice-lines'],
  },
  {
    slug: 'karas',
    image: 'crucian',
    ua: 'Карась',
    ru: 'Карась',
    about: [
      'Невибаглива риба ставків та озер. Ловлять на поплавок і фідер з ароматними прикормками.',
      'Неприхотливая рыба прудов и озёр. Ловят на поплавок и фидер с ароматными прикормками.',
    ],
    categories: ['float-rods', 'groundbait', 'floats', 'hooks', 'feeder-cages', 'mono-lines'],
  },
  {
    slug: 'lyashch',
    image: 'bream',
    ua: 'Лящ',
    ru: 'Лещ',
    about: [
      'Зграйна донна риба. Класика фідерної ловлі на далекій дистанції з пахучою прикормкою.',
      'Стайная донная рыба. Классика фидерной ловли на дальней дистанции с пахучей прикормкой.',
    ],
    categories: ['feeder-rods', 'feeder-reels', 'feeder-cages', 'groundbait', 'match-rods', 'keepnets'],
  },
  {
    slug: 'som',
    image: 'catfish',
    ua: 'Сом',
    ru: 'Сом',
    about: [
      'Найбільша прісноводна риба України. Ловлять на квок, донки та великі воблери з човна.',
      'Самая крупная пресноводная рыба Украины. Ловят на квок, донки и крупные воблеры с лодки.',
    ],
    categories: ['pvc-boats', 'echo-sounders', 'wobblers', 'braided-lines', 'hooks'],
  },
  {
    slug: 'forel',
    image: 'trout',
    ua: 'Форель',
    ru: 'Форель',
    about: [
      'Риба чистої холодної води: на платниках ловиться на пасту, мікроблешні та воблери.',
      'Рыба чистой холодной воды: на платниках ловится на пасту, микроблёсны и воблеры.',
    ],
    categories: ['spinning-rods', 'spinners', 'artificial-baits', 'fluorocarbon', 'waders', 'landing-nets'],
  },
  {
    slug: 'zherekh',
    image: 'asp',
    ua: 'Жерех',
    ru: 'Жерех',
    about: [
      'Швидкий хижак течії, що б’є малька на поверхні. Потрібні далекобійні блешні та кастмастери.',
      'Быстрый хищник течения, бьющий малька на поверхности. Нужны дальнобойные блёсны и кастмастеры.',
    ],
    categories: ['spoons', 'spinning-rods', 'spinning-reels', 'wobblers'],
  },
  {
    slug: 'plotva',
    image: 'roach',
    ua: 'Плотва',
    ru: 'Плотва',
    about: [
      'Масова мирна риба: ловиться на поплавок і легкий фідер з опаришем.',
      'Массовая мирная рыба: ловится на поплавок и лёгкий фидер с опарышем.',
    ],
    categories: ['float-rods', 'floats', 'hooks', 'groundbait', 'telescopic-rods'],
  },
  {
    slug: 'lin',
    image: 'tench',
    ua: 'Лин',
    ru: 'Линь',
    about: [
      'Мешканець заростей, любить тишу. Ловлять на поплавок біля водоростей на черв’яка.',
      'Обитатель зарослей, любит тишину. Ловят на поплавок у водорослей на червя.',
    ],
    categories: ['float-rods', 'hooks', 'groundbait', 'dips'],
  },
  {
    slug: 'tovstolob',
    image: 'silver-carp',
    ua: 'Товстолоб',
    ru: 'Толстолобик',
    about: [
      'Великий фільтратор, ловиться на спеціальні «пружини» та «кораблики» з прикормкою.',
      'Крупный фильтратор, ловится на специальные «пружины» и «кораблики» с прикормкой.',
    ],
    categories: ['carp-rods', 'groundbait', 'feeder-cages', 'carp-reels'],
  },
];

/** "By direction" menu: fishing styles and outdoor activities. */
export const directionDefs: { slug: string; ua: string; ru: string; icon: string; categories: string[] }[] = [
  {
    slug: 'spinning',
    ua: 'Спінінг',
    ru: 'Спиннинг',
    icon: 'wobbler',
    categories: [
      'spinning-rods',
      'spinning-reels',
      'baitcasting-reels',
      'braided-lines',
      'lures',
      'jig-heads',
      'fluorocarbon',
    ],
  },
  {
    slug: 'feeder-carp',
    ua: 'Фідер і короп',
    ru: 'Фидер и карп',
    icon: 'feeder',
    categories: [
      'feeder-rods',
      'carp-rods',
      'feeder-reels',
      'carp-reels',
      'feeders',
      'bait',
      'rigs',
      'bite-alarms',
      'rod-pods',
    ],
  },
  {
    slug: 'float',
    ua: 'Поплавок',
    ru: 'Поплавок',
    icon: 'float',
    categories: [
      'float-rods',
      'match-rods',
      'telescopic-rods',
      'floats',
      'hooks',
      'mono-lines',
      'groundbait',
      'keepnets',
    ],
  },
  {
    slug: 'sea',
    ua: 'Морська риболовля',
    ru: 'Морская рыбалка',
    icon: 'boat',
    categories: ['spinning-rods', 'spinning-reels', 'braided-lines', 'spoons', 'pvc-boats', 'outboard-motors'],
  },
  {
    slug: 'ice',
    ua: 'Зимова риболовля',
    ru: 'Зимняя рыбалка',
    icon: 'ice-auger',
    categories: [
      'ice-rods',
      'ice-reels',
      'ice-lines',
      'ice-spoons',
      'balancers',
      'ice-augers',
      'ice-tents',
      'winter-suits',
    ],
  },
  {
    slug: 'boat',
    ua: 'Риболовля з човна',
    ru: 'Рыбалка с лодки',
    icon: 'motor',
    categories: ['boats', 'echo-sounders', 'castable-sounders', 'batteries'],
  },
  {
    slug: 'camping',
    ua: 'Кемпінг',
    ru: 'Кемпинг',
    icon: 'tent',
    categories: ['tents', 'sleeping-bags', 'mats', 'camping-furniture', 'cookware', 'stoves', 'lighting'],
  },
  {
    slug: 'tourism',
    ua: 'Туризм',
    ru: 'Туризм',
    icon: 'backpack',
    categories: ['backpacks', 'tourist-gear', 'outdoor-clothing', 'footwear', 'headlamps'],
  },
  {
    slug: 'outdoor',
    ua: 'Полювання та активний відпочинок',
    ru: 'Охота и активный отдых',
    icon: 'knife',
    categories: ['knives', 'multitools', 'flashlights', 'fishing-clothing', 'fishing-boots', 'thermoses'],
  },
];
