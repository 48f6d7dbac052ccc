/**
 * The storefront's small forms and the footer (SPEC §2 dialogs and footer, §4 callback, §5, §8,
 * §9 callback hours): callback request, bug report, newsletter, wholesale enquiry. Validation
 * messages come from the core catalogue (`#core/i18n`), these are the screens' own texts.
 */
export const ua = {
  'forms.callbackTitle': 'Замовити дзвінок',
  'forms.callbackOrder': 'Замовити дзвінок',
  'forms.callbackConsultation': 'Замовити консультацію',
  'forms.callbackHint': 'Залиште номер — менеджер передзвонить у робочі дні з 9:00 до 18:00.',
  'forms.callbackName': "Ім'я",
  'forms.callbackComment': 'Коментар',
  'forms.callbackCommentHint': 'Що вас цікавить? До 1000 символів.',
  'forms.callbackSend': 'Замовити дзвінок',
  'forms.sending': 'Надсилаємо…',
  'forms.callbackDoneTitle': 'Заявку прийнято',
  'forms.callbackDoneHours':
    'Ми телефонуємо в робочі дні з 9:00 до 18:00; заявку, залишену пізніше, опрацюємо наступного робочого дня.',
  'forms.close': 'Закрити',
  'forms.bugTitle': 'Повідомити про помилку',
  'forms.bugHint':
    'Помітили помилку на сайті? Напишіть нам у месенджер: опишіть, що сталося, і додайте знімок екрана, якщо можете.',
  'forms.bugViber': 'Написати у Viber',
  'forms.bugTelegram': 'Написати в Telegram',
  'forms.newsletterTitle': 'Підписка на новини',
  'forms.newsletterEmail': 'Ваш e-mail',
  'forms.newsletterSend': 'Підписатися',
  'forms.subscribed': 'Дякуємо за підписку!',
  'forms.footerContacts': 'Зв’язатися з нами',
  'forms.footerSocial': 'Ми в соцмережах',
  'forms.footerApps': 'Мобільний застосунок',
  'forms.footerMore': 'Корисні сайти',
  'forms.catalogues': 'Каталоги',
  'forms.videoChannel': 'Відеоканал',
  'forms.fishingClub': 'Рибальський клуб',
  'forms.downloadIn': 'Завантажити в',
  'forms.newTab': '(відкривається в новій вкладці)',
} as const;

export type Texts = Record<keyof typeof ua, string>;
