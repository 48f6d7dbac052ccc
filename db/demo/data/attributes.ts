import { colourNames } from '../goods/colours';

export type AttributeDef = {
  code: string;
  kind: 'number' | 'option';
  ua: string;
  ru: string;
  unitUa?: string;
  unitRu?: string;
};

/** Characteristic definitions, in display order. */
export const attributeDefs: AttributeDef[] = [
  { code: 'length', kind: 'number', ua: 'Довжина', ru: 'Длина', unitUa: 'м', unitRu: 'м' },
  { code: 'cast_min', kind: 'number', ua: 'Тест від', ru: 'Тест от', unitUa: 'г', unitRu: 'г' },
  { code: 'cast_max', kind: 'number', ua: 'Тест до', ru: 'Тест до', unitUa: 'г', unitRu: 'г' },
  { code: 'test_lb', kind: 'number', ua: 'Тест', ru: 'Тест', unitUa: 'lb', unitRu: 'lb' },
  { code: 'action', kind: 'option', ua: 'Стрій', ru: 'Строй' },
  { code: 'sections', kind: 'number', ua: 'Кількість секцій', ru: 'Количество секций', unitUa: 'шт', unitRu: 'шт' },
  { code: 'rod_material', kind: 'option', ua: 'Матеріал бланку', ru: 'Материал бланка' },
  { code: 'reel_size', kind: 'number', ua: 'Розмір котушки', ru: 'Размер катушки' },
  {
    code: 'bearings',
    kind: 'number',
    ua: 'Кількість підшипників',
    ru: 'Количество подшипников',
    unitUa: 'шт',
    unitRu: 'шт',
  },
  { code: 'gear_ratio', kind: 'number', ua: 'Передавальне число', ru: 'Передаточное число' },
  {
    code: 'max_drag',
    kind: 'number',
    ua: 'Максимальний фрикціон',
    ru: 'Максимальный фрикцион',
    unitUa: 'кг',
    unitRu: 'кг',
  },
  { code: 'line_length', kind: 'number', ua: 'Довжина намотки', ru: 'Длина намотки', unitUa: 'м', unitRu: 'м' },
  { code: 'diameter', kind: 'number', ua: 'Діаметр', ru: 'Диаметр', unitUa: 'мм', unitRu: 'мм' },
  {
    code: 'breaking_load',
    kind: 'number',
    ua: 'Розривне навантаження',
    ru: 'Разрывная нагрузка',
    unitUa: 'кг',
    unitRu: 'кг',
  },
  { code: 'lure_weight', kind: 'number', ua: 'Вага приманки', ru: 'Вес приманки', unitUa: 'г', unitRu: 'г' },
  { code: 'lure_length', kind: 'number', ua: 'Довжина приманки', ru: 'Длина приманки', unitUa: 'мм', unitRu: 'мм' },
  { code: 'buoyancy', kind: 'option', ua: 'Плавучість', ru: 'Плавучесть' },
  { code: 'diving_depth', kind: 'number', ua: 'Заглиблення', ru: 'Заглубление', unitUa: 'м', unitRu: 'м' },
  { code: 'hook_size', kind: 'number', ua: 'Розмір гачка', ru: 'Размер крючка', unitUa: '№', unitRu: '№' },
  {
    code: 'pack_qty',
    kind: 'number',
    ua: 'Кількість в упаковці',
    ru: 'Количество в упаковке',
    unitUa: 'шт',
    unitRu: 'шт',
  },
  { code: 'weight_g', kind: 'number', ua: 'Вага', ru: 'Вес', unitUa: 'г', unitRu: 'г' },
  { code: 'weight_kg', kind: 'number', ua: 'Вага', ru: 'Вес', unitUa: 'кг', unitRu: 'кг' },
  { code: 'flavour', kind: 'option', ua: 'Аромат', ru: 'Аромат' },
  { code: 'capacity', kind: 'number', ua: 'Місткість', ru: 'Вместимость', unitUa: 'осіб', unitRu: 'чел.' },
  { code: 'season', kind: 'option', ua: 'Сезон', ru: 'Сезон' },
  { code: 'material', kind: 'option', ua: 'Матеріал', ru: 'Материал' },
  {
    code: 'comfort_temp',
    kind: 'number',
    ua: 'Температура комфорту',
    ru: 'Температура комфорта',
    unitUa: '°C',
    unitRu: '°C',
  },
  { code: 'volume', kind: 'number', ua: "Об'єм", ru: 'Объём', unitUa: 'л', unitRu: 'л' },
  { code: 'power_hp', kind: 'number', ua: 'Потужність', ru: 'Мощность', unitUa: 'к.с.', unitRu: 'л.с.' },
  { code: 'thrust_lb', kind: 'number', ua: 'Тяга', ru: 'Тяга', unitUa: 'lb', unitRu: 'lb' },
  { code: 'screen', kind: 'number', ua: 'Діагональ екрана', ru: 'Диагональ экрана', unitUa: '"', unitRu: '"' },
  {
    code: 'max_depth',
    kind: 'number',
    ua: 'Максимальна глибина',
    ru: 'Максимальная глубина',
    unitUa: 'м',
    unitRu: 'м',
  },
  { code: 'battery_ah', kind: 'number', ua: 'Ємність', ru: 'Ёмкость', unitUa: 'А·год', unitRu: 'А·ч' },
  { code: 'lumens', kind: 'number', ua: 'Світловий потік', ru: 'Световой поток', unitUa: 'лм', unitRu: 'лм' },
  { code: 'blade_length', kind: 'number', ua: 'Довжина клинка', ru: 'Длина клинка', unitUa: 'мм', unitRu: 'мм' },
  { code: 'size_cm', kind: 'number', ua: 'Розмір', ru: 'Размер', unitUa: 'см', unitRu: 'см' },
  { code: 'size_mm', kind: 'number', ua: 'Діаметр', ru: 'Диаметр', unitUa: 'мм', unitRu: 'мм' },
  {
    code: 'max_load',
    kind: 'number',
    ua: 'Максимальне навантаження',
    ru: 'Максимальная нагрузка',
    unitUa: 'кг',
    unitRu: 'кг',
  },
  { code: 'thickness', kind: 'number', ua: 'Товщина', ru: 'Толщина', unitUa: 'см', unitRu: 'см' },
  { code: 'wear_size', kind: 'option', ua: 'Розмір', ru: 'Размер' },
  { code: 'shoe_size', kind: 'number', ua: 'Розмір взуття', ru: 'Размер обуви' },
  { code: 'colour', kind: 'option', ua: 'Колір', ru: 'Цвет' },
];

const flavourList: Record<string, [string, string]> = {
  strawberry: ['полуниця', 'клубника'],
  corn: ['кукурудза', 'кукуруза'],
  vanilla: ['ваніль', 'ваниль'],
  garlic: ['часник', 'чеснок'],
  pineapple: ['ананас', 'ананас'],
  scopex: ['скопекс', 'скопекс'],
  krill: ['криль', 'криль'],
  'tutti-frutti': ['тутті-фрутті', 'тутти-фрутти'],
  honey: ['мед', 'мёд'],
  hemp: ['конопля', 'конопля'],
  halibut: ['палтус', 'палтус'],
  coriander: ['коріандр', 'кориандр'],
};
export const flavours = flavourList;

/** Option values per option attribute: slug → [ua, ru]. */
export const optionDefs: Record<string, Record<string, [string, string]>> = {
  action: {
    'extra-fast': ['Екстрашвидкий', 'Экстрабыстрый'],
    fast: ['Швидкий', 'Быстрый'],
    moderate: ['Середній', 'Средний'],
  },
  rod_material: {
    carbon: ['Вуглеволокно', 'Углеволокно'],
    composite: ['Композит', 'Композит'],
    fiberglass: ['Скловолокно', 'Стекловолокно'],
  },
  buoyancy: {
    floating: ['Плаваючий', 'Плавающий'],
    sinking: ['Тонучий', 'Тонущий'],
    suspending: ['Суспендер', 'Суспендер'],
  },
  flavour: Object.fromEntries(Object.entries(flavourList).map(([k, [ua, ru]]) => [k, [cap(ua), cap(ru)]])),
  season: {
    summer: ['Літній', 'Летний'],
    demi: ['Демісезонний', 'Демисезонный'],
    'three-season': ['Трисезонний', 'Трёхсезонный'],
    winter: ['Зимовий', 'Зимний'],
    'all-season': ['Всесезонний', 'Всесезонный'],
  },
  material: {
    polyester: ['Поліестер', 'Полиэстер'],
    nylon: ['Нейлон', 'Нейлон'],
    ripstop: ['Ріпстоп', 'Рипстоп'],
    membrane: ['Мембрана', 'Мембрана'],
    fleece: ['Фліс', 'Флис'],
    softshell: ['Софтшел', 'Софтшелл'],
    neoprene: ['Неопрен', 'Неопрен'],
    rubber: ['Гума', 'Резина'],
    eva: ['EVA', 'EVA'],
    cotton: ['Бавовна', 'Хлопок'],
    down: ['Пух', 'Пух'],
    synthetic: ['Синтетичний утеплювач', 'Синтетический утеплитель'],
    aluminium: ['Алюміній', 'Алюминий'],
    steel: ['Нержавіюча сталь', 'Нержавеющая сталь'],
    titanium: ['Титан', 'Титан'],
    pvc: ['ПВХ', 'ПВХ'],
    plastic: ['Пластик', 'Пластик'],
  },
  wear_size: {
    s: ['S', 'S'],
    m: ['M', 'M'],
    l: ['L', 'L'],
    xl: ['XL', 'XL'],
    '2xl': ['2XL', '2XL'],
    '3xl': ['3XL', '3XL'],
  },
  colour: Object.fromEntries(Object.entries(colourNames).map(([k, [ua, ru]]) => [k, [cap(ua), cap(ru)]])),
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
