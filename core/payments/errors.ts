import { registerErrors } from '#core/i18n';

/** Payment codes the shopper may read (issue 20). */
registerErrors({
  not_payable: {
    ua: 'Це замовлення не потребує онлайн-оплати або вже оплачене',
    ru: 'Этот заказ не требует онлайн-оплаты или уже оплачен',
  },
  provider_unavailable: {
    ua: 'Платіжний сервіс зараз не відповідає. Спробуйте за кілька хвилин',
    ru: 'Платёжный сервис сейчас не отвечает. Попробуйте через несколько минут',
  },
});
