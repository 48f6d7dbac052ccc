import { registerErrors } from '#core/i18n';

registerErrors({
  // What the chain's stores hold bounds every quantity (ADR 0083).
  stock_short: {
    ua: 'У наших магазинах є лише {available} шт. цього товару',
    ru: 'В наших магазинах есть только {available} шт. этого товара',
  },
  stock_none: {
    ua: 'Цього товару зараз немає в жодному нашому магазині',
    ru: 'Этого товара сейчас нет ни в одном нашем магазине',
  },
});
