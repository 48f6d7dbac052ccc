import { registerErrors } from '#core/i18n';

/** Texts of the loyalty module's codes (club cards, SPEC §1; the back office activates them). */
registerErrors({
  card_number_invalid: {
    ua: 'Номер картки — 13 цифр зі штрихкоду на звороті',
    ru: 'Номер карты — 13 цифр со штрихкода на обороте',
  },
  card_taken: { ua: 'Ця картка належить іншому покупцю', ru: 'Эта карта принадлежит другому покупателю' },
  card_already_active: { ua: 'Картку вже активовано', ru: 'Карта уже активирована' },
});
