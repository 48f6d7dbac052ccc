/** The callback, newsletter and wholesale screens' forms (/callback, /subscribe, /pages/wholesale): keys only those routes render (ADR 0123). */
export const ua = {
  'forms.callbackPhone': 'Телефон',
  'forms.callbackAgain': 'Надіслати ще одну заявку',
  'forms.toHome': 'На головну',
  'forms.newsletterHint': 'Акції, новинки та поради для риболовлі — раз на тиждень.',
  'forms.subscribeBack': 'Повернутися',
  'forms.wholesaleTitle': 'Заявка на оптову співпрацю',
  'forms.wholesaleHint': "Розкажіть про ваш магазин чи компанію — менеджер оптового відділу зв'яжеться з вами.",
  'forms.wholesaleName': "Ім'я",
  'forms.wholesalePhone': 'Телефон',
  'forms.wholesaleEmail': 'E-mail (необов’язково)',
  'forms.wholesaleCompany': 'Компанія (необов’язково)',
  'forms.wholesaleMessage': 'Повідомлення',
  'forms.wholesaleSend': 'Надіслати заявку',
  'forms.wholesaleDoneTitle': 'Заявку надіслано',
  'forms.wholesaleDone': "Дякуємо! Менеджер оптового відділу зв'яжеться з вами у робочий час.",
} as const;

export type Texts = Record<keyof typeof ua, string>;
