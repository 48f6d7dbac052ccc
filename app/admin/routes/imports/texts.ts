import type { Cell, Fatal, ImportKind, RowIssue } from '#core/imports';
import { formatMoney } from '../../lib/format';
import type { UploadRefusal } from './imports.server';

/** The import screens' words: core reports codes, the back office says them in Ukrainian. */
export const kindNames: Record<ImportKind, string> = { goods: 'Товари', prices: 'Ціни', stock: 'Залишки' };

export const columnNames: Record<string, string> = {
  ext_id: 'Код',
  title_ua: 'Назва (укр.)',
  title_ru: 'Назва (рос.)',
  variant_ua: 'Варіант (укр.)',
  variant_ru: 'Варіант (рос.)',
  description_ua: 'Опис (укр.)',
  description_ru: 'Опис (рос.)',
  category_id: 'Категорія',
  brand: 'Бренд',
  price: 'Ціна',
  old_price: 'Стара ціна',
  sell_status: 'Статус продажу',
  active: 'Активний',
  store: 'Магазин',
  quantity: 'Кількість',
  weight_g: 'Вага, г',
  length_mm: 'Довжина, мм',
  width_mm: 'Ширина, мм',
  height_mm: 'Висота, мм',
};

const column = (name?: string) => `«${columnNames[name ?? ''] ?? name ?? ''}»`;

/** One row's problem in plain words. */
export function issueText(issue: RowIssue): string {
  const value = issue.value ?? '';
  switch (issue.code) {
    case 'required':
      return `Не заповнено ${column(issue.column)}: новий товар потребує назв, категорії та ціни.`;
    case 'bad_ext_id':
      return `Неправильний код «${value}»: літери, цифри та знаки - _ . / (до 64 символів).`;
    case 'bad_price':
      return `Неправильна ${issue.column === 'old_price' ? 'стара ціна' : 'ціна'} «${value}»: потрібна сума в гривнях, до двох знаків після коми.`;
    case 'old_price_not_above':
      return `Стара ціна (${formatMoney(Number(value))}) має бути більшою за ціну.`;
    case 'bad_quantity':
      return `Неправильна кількість «${value}»: потрібне ціле число від 0.`;
    case 'bad_sell_status':
      return `Неправильний статус продажу «${value}»: число (4 — у продажу).`;
    case 'bad_active':
      return `Неправильне значення «${value}» у стовпці ${column(issue.column)}: 1 або 0, так або ні.`;
    case 'bad_weight':
      // 1C's «Вес» is kilograms (ADR 0102); the CSV / XLSX column is grams.
      return issue.column === 'Вес'
        ? `Неправильна вага «${value}» у реквізиті «Вес»: потрібні кілограми числом від 0 (наприклад 0,35); товар імпортовано без ваги.`
        : `Неправильна вага «${value}»: потрібне ціле число грамів від 1 до 1 000 000 (1,2 кг — це 1200).`;
    case 'bad_size':
      return `Неправильний розмір «${value}» у стовпці ${column(issue.column)}: потрібне ціле число міліметрів від 1 до 1 000 000 (12 см — це 120).`;
    case 'too_long':
      return `Задовгий текст у стовпці ${column(issue.column)} (понад 255 символів).`;
    case 'unknown_good':
      return `Невідомий код товару «${value}».`;
    case 'unknown_store':
      return `Невідомий магазин «${value}»: вкажіть його номер або код «місто/магазин».`;
    case 'unknown_category':
      return `Невідома категорія «${value}»: вкажіть номер категорії.`;
    case 'unknown_brand':
      return `Невідомий бренд «${value}».`;
    case 'duplicate':
      return `Код «${value}» уже був у рядку ${issue.firstLine}: рядок пропущено.`;
    case 'bad_character':
      return `Недопустимий символ у стовпці ${column(issue.column)} («${value}»: ␀ — нульовий байт, � — пошкоджений символ): рядок пропущено.`;
  }
}

/** Why a whole file cannot be imported. */
export function fatalText(fatal: Fatal): string {
  switch (fatal.code) {
    case 'empty':
      return 'Файл порожній: немає рядка із заголовками стовпців.';
    case 'missing_column':
      return `У файлі немає обов'язкового стовпця ${column(fatal.column)} (${fatal.column}).`;
    case 'duplicate_column':
      return `Стовпець ${column(fatal.column)} є у файлі двічі.`;
    case 'unreadable':
      return `Файл не вдалося прочитати${fatal.line ? ` (рядок ${fatal.line})` : ''}: перевірте, що це CSV або XLSX.`;
    case 'file_missing':
      return 'Файлу імпорту вже немає на сервері: завантажте його ще раз.';
    case 'too_large':
      return tooLargeText(fatal);
    case 'too_many_rows':
      return `У файлі понад ${(fatal.limit ?? 0).toLocaleString('uk-UA')} рядків: розбийте його на кілька файлів.`;
    case 'report_failed':
      return `Перевірку не вдалося зберегти${fatal.detail ? ` (${fatal.detail})` : ''}: натисніть «Перевірити ще раз»; якщо не допоможе, збережіть файл як CSV і завантажте знову.`;
  }
}

/** The parts of an XLSX an import reads, as the "too large" line names them. */
const partNames: Record<string, string> = {
  shared_strings: 'спільні рядки (текст клітинок)',
  sheet: 'аркуш',
  workbook: 'опис книги',
  total: 'усі частини разом',
};
const megabytes = (bytes = 0) => `${Math.round(bytes / 2 ** 20).toLocaleString('uk-UA')} МБ`;
const count = (n = 0) => n.toLocaleString('uk-UA');
const smaller = 'Залиште в ньому лише потрібний аркуш або розбийте на кілька файлів (чи збережіть як CSV).';

/** A file past one of the import limits (ADR 0109), and which. */
function tooLargeText(fatal: Fatal): string {
  switch (fatal.part) {
    case 'row':
      return `Рядок ${fatal.line ?? ''} файлу задовгий (понад ${count(fatal.limit)} символів): перевірте лапки в ньому.`;
    case 'entries':
      return `Файл XLSX має забагато частин (понад ${count(fatal.limit)}): збережіть у ньому лише таблицю.`;
    case 'shared_string_count':
      return `У файлі XLSX забагато різних текстів (понад ${count(fatal.limit)}). ${smaller}`;
    default:
      return `Файл XLSX завеликий у розпакованому вигляді: ${partNames[fatal.part ?? ''] ?? fatal.part} понад ${megabytes(fatal.limit)}. ${smaller}`;
  }
}

export const uploadTexts: Record<UploadRefusal, string> = {
  csrf: 'Сторінка застаріла: оновіть її та завантажте файл ще раз.',
  kind: 'Оберіть, що імпортувати: товари, ціни чи залишки.',
  no_file: 'Оберіть файл.',
  format: 'Файл має бути CSV або XLSX.',
  too_large: 'Файл завеликий (понад 100 МБ).',
  broken: 'Файл не вдалося отримати: спробуйте ще раз.',
};

/** A value of a change sample as the screen shows it. */
export function cellText(columnName: string, value: Cell | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (columnName === 'price' || columnName === 'old_price') return formatMoney(Number(value));
  if (typeof value === 'boolean') return value ? 'так' : 'ні';
  return String(value);
}
