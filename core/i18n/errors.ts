/**
 * Error and validation texts shown to shoppers, by code (SPEC §5, §8). Core returns codes; the
 * API answers `{ message (ru), message_ua }` and the storefront shows the page's language.
 * Modules add their codes to their own tables (`registerErrors`) so this file stays small.
 */
export type Bilingual = { ua: string; ru: string };

const table: Record<string, Bilingual> = {
  required: { ua: "Поле обов'язкове", ru: 'Поле обязательно' },
  invalid: { ua: 'Невірне значення', ru: 'Неверное значение' },
  too_long: { ua: 'Занадто довге значення (максимум {max})', ru: 'Слишком длинное значение (максимум {max})' },
  too_short: { ua: 'Занадто коротке значення (мінімум {min})', ru: 'Слишком короткое значение (минимум {min})' },
  unknown_field: { ua: 'Невідоме поле', ru: 'Неизвестное поле' },
  bad_request: { ua: 'Невірний запит', ru: 'Неверный запрос' },
  not_found: { ua: 'Не знайдено', ru: 'Не найдено' },
  method_not_allowed: { ua: 'Метод не підтримується', ru: 'Метод не поддерживается' },
  unsupported_media_type: {
    ua: 'Непідтримуваний формат запиту: надсилайте форму',
    ru: 'Неподдерживаемый формат запроса: отправляйте форму',
  },
  payload_too_large: { ua: 'Запит завеликий', ru: 'Слишком большой запрос' },
  auth_required: { ua: 'Увійдіть у профіль', ru: 'Войдите в профиль' },
  token_invalid: { ua: 'Сесія закінчилась, увійдіть знову', ru: 'Сессия закончилась, войдите снова' },
  csrf: { ua: 'Запит з іншого сайту відхилено', ru: 'Запрос с другого сайта отклонён' },
  rate_limited: {
    ua: 'Забагато спроб. Спробуйте через {seconds} с',
    ru: 'Слишком много попыток. Попробуйте через {seconds} с',
  },
  overloaded: {
    ua: 'Зараз дуже багато відвідувачів. Спробуйте через {seconds} с',
    ru: 'Сейчас очень много посетителей. Попробуйте через {seconds} с',
  },
  too_many_at_once: {
    ua: 'Забагато одночасних запитів з вашої адреси. Спробуйте через {seconds} с',
    ru: 'Слишком много одновременных запросов с вашего адреса. Попробуйте через {seconds} с',
  },
  request_timeout: {
    ua: 'Запит надходив надто повільно. Спробуйте ще раз',
    ru: 'Запрос поступал слишком медленно. Попробуйте ещё раз',
  },
  internal: { ua: 'Щось пішло не так, спробуйте пізніше', ru: 'Что-то пошло не так, попробуйте позже' },
};

/** Adds a module's codes; a code may be registered once (a clash is a programming error). */
export function registerErrors(entries: Record<string, Bilingual>): void {
  for (const [code, texts] of Object.entries(entries)) {
    if (table[code] && (table[code].ua !== texts.ua || table[code].ru !== texts.ru)) {
      throw new Error(`error code ${code} registered twice with different texts`);
    }
    table[code] = texts;
  }
}

export function hasError(code: string): boolean {
  return code in table;
}

/** `{ message (ru), message_ua }` for a code, `{name}` placeholders filled from params. */
export function errorTexts(code: string, params: Record<string, string | number> = {}) {
  const texts = table[code] ?? table.invalid ?? { ua: code, ru: code };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
  return { message: fill(texts.ru), message_ua: fill(texts.ua) };
}
