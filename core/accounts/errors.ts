import { registerErrors } from '#core/i18n';

/**
 * Bilingual texts of the accounts module, by code (SPEC §5, §8: Ukrainian texts verbatim where the
 * SPEC gives them). The catalogue also holds the module's success notices (§8 "callback accepted",
 * "thanks for registering", …) so the API answers every outcome as `{ message, message_ua }`.
 */
registerErrors({
  phone_required: { ua: "Телефон обов'язковий", ru: 'Телефон обязателен' },
  phone_invalid: { ua: 'Телефон не вірний', ru: 'Телефон неверный' },
  phone_registered: { ua: 'Цей номер вже зареєстрований', ru: 'Этот номер уже зарегистрирован' },
  phone_not_registered: {
    ua: 'Користувача з таким номером не знайдено',
    ru: 'Пользователь с таким номером не найден',
  },
  last_name_required: { ua: "Прізвище обов'язкове", ru: 'Фамилия обязательна' },
  first_name_required: { ua: "Ім'я обов'язкове", ru: 'Имя обязательно' },
  name_required: { ua: "Ім'я обов'язкове", ru: 'Имя обязательно' },
  email_required: { ua: "Email обов'язковий", ru: 'Email обязателен' },
  email_invalid: { ua: 'Email не вірний', ru: 'Email неверный' },
  password_required: { ua: "Пароль обов'язковий", ru: 'Пароль обязателен' },
  password_too_short: { ua: 'Мінімальна довжина паролю 5 символів', ru: 'Минимальная длина пароля 5 символов' },
  wrong_password: { ua: 'Пароль не вірний. Спробуйте ще раз.', ru: 'Пароль неверный. Попробуйте ещё раз.' },
  login_locked: {
    ua: 'Забагато невдалих спроб для цього номера. Спробуйте через {minutes} хв або відновіть пароль — новий пароль з SMS спрацює одразу.',
    ru: 'Слишком много неудачных попыток для этого номера. Попробуйте через {minutes} мин или восстановите пароль — новый пароль из SMS сработает сразу.',
  },
  passwords_mismatch: { ua: 'Паролі не співпадають', ru: 'Пароли не совпадают' },
  comment_required: { ua: "Коментар обов'язковий", ru: 'Комментарий обязателен' },
  message_required: { ua: "Повідомлення обов'язкове", ru: 'Сообщение обязательно' },
  birth_day_required: { ua: 'Вкажіть день народження', ru: 'Укажите день рождения' },
  birth_month_required: { ua: 'Вкажіть місяць народження', ru: 'Укажите месяц рождения' },
  birth_year_required: { ua: 'Вкажіть рік народження', ru: 'Укажите год рождения' },
  birth_date_invalid: { ua: 'Невірна дата народження', ru: 'Неверная дата рождения' },
  birth_date_locked: {
    ua: 'Змінити дату народження можна лише через кол-центр: 0 800 303 355',
    ru: 'Изменить дату рождения можно только через колл-центр: 0 800 303 355',
  },
  city_required: { ua: 'Вкажіть місто', ru: 'Укажите город' },
  fishing_type_required: { ua: 'Виберіть вид риболовлі', ru: 'Выберите вид рыбалки' },
  subscription_invalid: { ua: 'Оберіть 0 або 1', ru: 'Выберите 0 или 1' },

  // Success notices (SPEC §4, §8).
  registered: { ua: 'Дякуємо за реєстрацію!', ru: 'Спасибо за регистрацию!' },
  logged_in: { ua: 'Успішно авторизувались', ru: 'Успешно авторизовались' },
  logged_out: { ua: 'Вийшли з профілю', ru: 'Вышли из профиля' },
  password_sent: {
    ua: 'Новий пароль надіслано SMS на номер {phone}',
    ru: 'Новый пароль отправлен SMS на номер {phone}',
  },
  password_changed: { ua: 'Пароль змінено', ru: 'Пароль изменён' },
  profile_saved: { ua: 'Дані збережено', ru: 'Данные сохранены' },
  callback_accepted: {
    ua: "Дякуємо! Заявку прийнято, менеджер зв'яжеться з вами найближчим часом.",
    ru: 'Спасибо! Заявка принята, менеджер свяжется с вами в ближайшее время.',
  },
  enquiry_accepted: {
    ua: "Дякуємо! Заявку прийнято, менеджер зв'яжеться з вами.",
    ru: 'Спасибо! Заявка принята, менеджер свяжется с вами.',
  },
  subscribed: { ua: 'Дякуємо за підписку!', ru: 'Спасибо за подписку!' },

  // Texts of outgoing SMS.
  sms_new_password: {
    ua: 'Poplavok: ваш новий пароль {password} (діє 1 год; старий пароль діє, доки ви не ввійдете з новим)',
    ru: 'Poplavok: ваш новый пароль {password} (действует 1 ч; старый пароль действует, пока вы не войдёте с новым)',
  },
});
