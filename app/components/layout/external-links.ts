/**
 * The shop's addresses outside the site (SPEC §2 footer, dialogs, mobile contact button; ADR 0051).
 * Placeholders the shop replaces with its real accounts; everything links here, nowhere else.
 */
export const messengers = {
  /** The Viber bot (bug reports, the mobile contact button). */
  viber: 'viber://pa?chatURI=poplavok',
  /** The Telegram support bot. */
  telegram: 'https://t.me/poplavok_bot',
} as const;

export const socialLinks = [
  { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/poplavok.ua' },
  { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/poplavok.ua' },
  { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@poplavok' },
  { id: 'telegram', label: 'Telegram', url: 'https://t.me/poplavok_ua' },
] as const;

export const appLinks = {
  appStore: 'https://apps.apple.com/ua/app/poplavok/id1530000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=ua.poplavok.app',
} as const;

/** The chain's other sites (SPEC §2 footer: a catalogues site, a video channel, a fishing club). */
export const sisterSites = {
  catalogues: 'https://catalog.poplavok.ua',
  videoChannel: 'https://www.youtube.com/@poplavok-tv',
  fishingClub: 'https://club.poplavok.ua',
} as const;

/** Phone of SPEC §1 (free within Ukraine), as dialled and as shown. */
export const supportPhone = { tel: 'tel:0800303355', shown: '0 800 303 355' } as const;
