/** Link lists the header's dropdowns and the mobile More sheet share (SPEC §2). */
export const clientPages = [
  'payment-delivery',
  'loyalty-program',
  'guaranty',
  'service-centers',
  'wholesale',
  'faq',
] as const;
export const companyPages = ['about-us', 'vacancies', 'contacts'] as const;

/** The free phone line (SPEC §1). */
export const phone = { href: 'tel:0800303355', label: '0 800 303 355' } as const;

/** Support chat bots (SPEC §2 floating contact button, bug report dialog). */
export const chatBots = {
  viber: 'viber://pa?chatURI=poplavok',
  telegram: 'https://t.me/poplavok_bot',
} as const;
