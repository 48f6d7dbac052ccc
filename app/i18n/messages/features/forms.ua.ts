/**
 * The storefront's small forms and the footer (SPEC §2 dialogs and footer, §4 callback, §5, §8,
 * §9 callback hours): callback request, bug report, newsletter, wholesale enquiry. Validation
 * messages come from the core catalogue (`#core/i18n`), these are the screens' own texts.
 */
export const ua = {
  'forms.callbackOrder': 'Замовити дзвінок',
  'forms.bugTitle': 'Повідомити про помилку',
  'forms.bugHint':
    'Помітили помилку на сайті? Напишіть нам у месенджер: опишіть, що сталося, і додайте знімок екрана, якщо можете.',
  'forms.bugViber': 'Написати у Viber',
  'forms.bugTelegram': 'Написати в Telegram',
  'forms.subscribed': 'Дякуємо за підписку!',
} as const;

export type Texts = Record<keyof typeof ua, string>;
