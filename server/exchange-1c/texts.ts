import { errorTexts, registerErrors } from '#core/i18n';

/**
 * What 1C's exchange log shows when the door refuses a file (ADR 0106): words its
 * operator can act on, never a path on the server's disk.
 */
registerErrors({
  exchange_file_too_large: {
    ua: 'Частина файлу більша за дозволений розмір ({mb} МБ): зменште "Максимальний розмір файлу" в 1С',
    ru: 'Часть файла больше допустимого размера ({mb} МБ): уменьшите "Максимальный размер файла" в 1С',
  },
  exchange_disk_full: {
    ua: 'На сайті вичерпано місце для файлів обміну ({mb} МБ); спробуйте пізніше або зверніться до адміністратора сайту',
    ru: 'На сайте исчерпано место для файлов обмена ({mb} МБ); попробуйте позже или обратитесь к администратору сайта',
  },
  exchange_archive_too_large: {
    ua: 'Архів розпаковується у більше, ніж місце для файлів обміну ({mb} МБ); архів видалено',
    ru: 'Архив распаковывается в большее, чем место для файлов обмена ({mb} МБ); архив удалён',
  },
  exchange_archive_bad_name: {
    ua: 'В архіві є файл з неприпустимою назвою: {name}',
    ru: 'В архиве есть файл с недопустимым именем: {name}',
  },
  exchange_archive_too_many_files: {
    ua: 'В архіві забагато файлів (більше {max})',
    ru: 'В архиве слишком много файлов (больше {max})',
  },
  exchange_archive_unreadable: {
    ua: 'Архів пошкоджено або не дочитано; надішліть його ще раз',
    ru: 'Архив повреждён или не дочитан; отправьте его ещё раз',
  },
  exchange_sessions_too_many: {
    ua: 'Забагато незавершених сеансів обміну одночасно; спробуйте за кілька хвилин',
    ru: 'Слишком много незавершённых сеансов обмена одновременно; попробуйте через несколько минут',
  },
  exchange_files_unavailable: {
    ua: 'Сайт не зміг прочитати або записати файли обміну; спробуйте ще раз або зверніться до адміністратора сайту',
    ru: 'Сайт не смог прочитать или записать файлы обмена; попробуйте ещё раз или обратитесь к администратору сайта',
  },
  exchange_offers_waiting: {
    ua: 'Пропозицій, що чекають на свої товари: {count}; їх буде застосовано, щойно товари надійдуть у цьому обміні',
    ru: 'Предложений, ожидающих свои товары: {count}; они будут применены, как только товары поступят в этом обмене',
  },
  exchange_offers_refused: {
    ua: '{file}: пропозицій без товарів на сайті відхилено: {count}',
    ru: '{file}: предложений без товаров на сайте отклонено: {count}',
  },
  exchange_server_disk_full: {
    ua: 'На диску сервера немає місця; зверніться до адміністратора сайту',
    ru: 'На диске сервера нет места; обратитесь к администратору сайта',
  },
});

/** A refusal of the exchange door with its text's code and parameters (see the table above). */
export class ExchangeFailure extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

/** A code's Ukrainian text (1C's exchange log, like the sale side's lines, ADR 0103). */
export const exchangeText = (code: string, params: Record<string, string | number> = {}) =>
  errorTexts(code, params).message_ua;

/** Anything that looks like an absolute path (POSIX or Windows) in a message. */
const absolutePath = /(?:[A-Za-z]:)?(?:[\\/][^\s\\/'"`,;:()]+){2,}[\\/]?/g;

/**
 * An error as the one line after `failure` that 1C shows its operator: our refusals in words, a
 * file-system error as what it means (its message names files on the server: never shown), any
 * other message with absolute paths cut out.
 */
export function failureReason(error: unknown): string {
  if (error instanceof ExchangeFailure) return exchangeText(error.code, error.params);
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return exchangeText('exchange_server_disk_full');
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return exchangeText('exchange_files_unavailable');
  const message = ((error as Error | null)?.message || 'error').replace(absolutePath, '…');
  return message.replace(/\s+/g, ' ').slice(0, 300);
}
