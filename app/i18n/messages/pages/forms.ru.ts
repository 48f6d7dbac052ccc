import type { Texts } from './forms.ua';

/** Russian texts of forms.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'forms.callbackPhone': 'Телефон',
  'forms.callbackAgain': 'Отправить ещё одну заявку',
  'forms.toHome': 'На главную',
  'forms.newsletterHint': 'Акции, новинки и советы для рыбалки — раз в неделю.',
  'forms.subscribeBack': 'Вернуться',
  'forms.wholesaleTitle': 'Заявка на оптовое сотрудничество',
  'forms.wholesaleHint': 'Расскажите о вашем магазине или компании — менеджер оптового отдела свяжется с вами.',
  'forms.wholesaleName': 'Имя',
  'forms.wholesalePhone': 'Телефон',
  'forms.wholesaleEmail': 'E-mail (необязательно)',
  'forms.wholesaleCompany': 'Компания (необязательно)',
  'forms.wholesaleMessage': 'Сообщение',
  'forms.wholesaleSend': 'Отправить заявку',
  'forms.wholesaleDoneTitle': 'Заявка отправлена',
  'forms.wholesaleDone': 'Спасибо! Менеджер оптового отдела свяжется с вами в рабочее время.',
} as const satisfies Texts;
