import { registerErrors } from '#core/i18n';

/** Texts of the reviews module's codes (SPEC §5 review rules, §8 "no reviews yet"). */
registerErrors({
  review_good_not_found: { ua: 'Товар не знайдено', ru: 'Товар не найден' },
  review_not_found: { ua: 'Відгук не знайдено', ru: 'Отзыв не найден' },
  review_photo_not_found: { ua: 'Фото не знайдено', ru: 'Фото не найдено' },
  review_rating_required: { ua: "Оцінка обов'язкова", ru: 'Оценка обязательна' },
  review_rating_invalid: { ua: 'Оцінка має бути від 1 до 5', ru: 'Оценка должна быть от 1 до 5' },
  review_text_required: { ua: "Коментар обов'язковий", ru: 'Комментарий обязателен' },
  review_text_too_short: {
    ua: 'Коментар занадто короткий (мінімум 10 символів)',
    ru: 'Комментарий слишком короткий (минимум 10 символов)',
  },
  review_name_required: { ua: "Ім'я обов'язкове", ru: 'Имя обязательно' },
  review_email_invalid: { ua: 'Email не вірний', ru: 'Email неверный' },
  review_photos_too_many: { ua: 'Можна додати не більше 10 фото', ru: 'Можно добавить не более 10 фото' },
  review_photo_too_big: { ua: 'Кожне фото — не більше 5 МБ', ru: 'Каждое фото — не более 5 МБ' },
  review_photo_type: {
    ua: 'Фото має бути у форматі JPG, GIF або PNG',
    ru: 'Фото должно быть в формате JPG, GIF или PNG',
  },
  review_submitted: {
    ua: "Дякуємо за відгук! Він з'явиться на сайті після модерації.",
    ru: 'Спасибо за отзыв! Он появится на сайте после модерации.',
  },
  reviews_empty: { ua: 'Відгуків ще немає', ru: 'Отзывов пока нет' },
});
