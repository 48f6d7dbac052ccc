import type { Texts } from './forms.ua';

/** Russian texts of forms.ua.ts (the Ukrainian texts are the source of truth). */
export const ru = {
  'forms.callbackTitle': 'Заказать звонок',
  'forms.callbackOrder': 'Заказать звонок',
  'forms.callbackConsultation': 'Заказать консультацию',
  'forms.callbackHint': 'Оставьте номер — менеджер перезвонит в рабочие дни с 9:00 до 18:00.',
  'forms.callbackName': 'Имя',
  'forms.callbackComment': 'Комментарий',
  'forms.callbackCommentHint': 'Что вас интересует? До 1000 символов.',
  'forms.callbackSend': 'Заказать звонок',
  'forms.sending': 'Отправляем…',
  'forms.callbackDoneTitle': 'Заявка принята',
  'forms.callbackDoneHours':
    'Мы звоним в рабочие дни с 9:00 до 18:00; заявку, оставленную позже, обработаем на следующий рабочий день.',
  'forms.close': 'Закрыть',
  'forms.bugTitle': 'Сообщить об ошибке',
  'forms.bugHint':
    'Заметили ошибку на сайте? Напишите нам в мессенджер: опишите, что случилось, и приложите снимок экрана, если можете.',
  'forms.bugViber': 'Написать в Viber',
  'forms.bugTelegram': 'Написать в Telegram',
  'forms.newsletterTitle': 'Подписка на новости',
  'forms.newsletterEmail': 'Ваш e-mail',
  'forms.newsletterSend': 'Подписаться',
  'forms.subscribed': 'Спасибо за подписку!',
  'forms.footerContacts': 'Связаться с нами',
  'forms.footerSocial': 'Мы в соцсетях',
  'forms.footerApps': 'Мобильное приложение',
  'forms.footerMore': 'Полезные сайты',
  'forms.catalogues': 'Каталоги',
  'forms.videoChannel': 'Видеоканал',
  'forms.fishingClub': 'Рыболовный клуб',
  'forms.downloadIn': 'Загрузить в',
  'forms.newTab': '(открывается в новой вкладке)',
} as const satisfies Texts;
