import type { Texts } from './forms.ua';

/** Russian texts of forms.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'forms.callbackOrder': 'Заказать звонок',
  'forms.bugTitle': 'Сообщить об ошибке',
  'forms.bugHint':
    'Заметили ошибку на сайте? Напишите нам в мессенджер: опишите, что случилось, и приложите снимок экрана, если можете.',
  'forms.bugViber': 'Написать в Viber',
  'forms.bugTelegram': 'Написать в Telegram',
  'forms.subscribed': 'Спасибо за подписку!',
} as const satisfies Texts;
