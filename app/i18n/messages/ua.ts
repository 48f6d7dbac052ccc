import { featuresUa } from './features/ua';
import type { Texts as Accounts } from './pages/accounts.ua';
import type { Texts as Checkout } from './pages/checkout.ua';
import type { Texts as ChromeLater } from './pages/chrome-later.ua';
import type { Texts as Forms } from './pages/forms.ua';
import type { Texts as Instalments } from './pages/instalments.ua';
import type { Texts as Lists } from './pages/lists.ua';
import type { Texts as Payments } from './pages/payments.ua';
import type { Texts as Profile } from './pages/profile.ua';
import type { Texts as Promotions } from './pages/promotions.ua';
import type { Texts as Screens } from './pages/screens.ua';
import type { Texts as Shop } from './pages/shop.ua';
import type { Texts as Tags } from './pages/tags.ua';

/**
 * The Ukrainian shell texts: what the root's components and most screens render (ADR 0123); ru.ts
 * must satisfy its type. Feature texts: ./features. Only the Ukrainian pages' language layout, the
 * error page's loader (entry.client.tsx) and the server import this module (ADR 0067). Texts only
 * some screens render are in ./pages, provided by those screens' route modules.
 */
export const ua = {
  ...featuresUa,
  'site.name': 'Поплавок',
  'site.tagline': 'Рибальство, кемпінг і туризм',
  'site.description':
    'Інтернет-магазин рибальських снастей, туристичного та кемпінгового спорядження. Понад 50 магазинів в Україні з 2009 року.',
  'nav.skip': 'Перейти до вмісту',
  'nav.catalog': 'Каталог',
  'nav.home': 'Головна',
  'header.search': 'Пошук товарів',
  'header.searchButton': 'Знайти',
  'header.profile': 'Профіль',
  'header.compare': 'Порівняння',
  'header.wishlist': 'Обране',
  'header.cart': 'Кошик',
  'header.closeTooltip': 'Закрити',
  'home.hits': 'Хіти продажу',
  'home.novelty': 'Новинки',
  'home.discounts': 'Знижки',
  'home.categories': 'Категорії',
  'home.brands': 'Популярні бренди',
  'home.promotions': 'Акції',
  'home.shops': 'Наші магазини',
  'home.shopsCount': '{count} магазинів у {towns} містах',
  'home.until': 'до {date}',
  'good.code': 'Код: {code}',
  'good.notAvailable': 'Немає в наявності',
  'good.available': 'В наявності',
  'good.characteristics': 'Характеристики',
  'good.description': 'Опис',
  'good.stock': 'Наявність у магазинах',
  'good.stockEmpty': 'Зараз немає в жодному магазині',
  'good.related': 'Часто купують разом',
  'good.pieces': '{count} шт.',
  'listing.sort': 'Сортування',
  'listing.sort.popular': 'Популярні',
  'listing.sort.cheap': 'Від дешевих',
  'listing.sort.expensive': 'Від дорогих',
  'listing.sort.new': 'Новинки',
  'listing.empty': 'У цій категорії поки немає товарів',
  'listing.prev': 'Попередня',
  'listing.next': 'Наступна',
  'listing.subcategories': 'Підкатегорії',
  'shops.route': 'Маршрут на карті',
  'weekday.1': 'Пн',
  'weekday.2': 'Вт',
  'weekday.3': 'Ср',
  'weekday.4': 'Чт',
  'weekday.5': 'Пт',
  'weekday.6': 'Сб',
  'weekday.7': 'Нд',
  'hours.closed': 'вихідний',
  'profile.logout': 'Вийти',
  'reviews.title': 'Відгуки',
  'reviews.empty': 'Відгуків ще немає — будьте першим!',
  'reviews.loading': 'Завантажуємо відгуки…',
  'reviews.advantages': 'Переваги',
  'reviews.disadvantages': 'Недоліки',
  'reviews.reply': 'Відповідь магазину',
  'reviews.stars': '{count} з 5',
  'cart.buy': 'Купити',
  'cart.quantity': 'Кількість',
  'cart.update': 'Оновити',
  'cart.remove': 'Видалити',
  'cart.removed': 'Товар видалено з кошику',
  'cart.return': 'Повернути',
  'cart.notAvailable': 'Цього товару немає в наявності. Для оформлення замовлення видаліть його з кошика.',
  'cart.stockShort': 'У наших магазинах є лише {count} шт. цього товару. Зменште кількість, щоб оформити замовлення.',
  'cart.stockNone':
    'Цього товару зараз немає в жодному нашому магазині. Для оформлення замовлення видаліть його з кошика.',
  'cart.minOrder': 'Мінімальне замовлення - 500 грн*',
  'cart.addMore': 'Додайте товарів ще на {amount}',
  'notFound.title': 'Сторінку не знайдено',
  'notFound.metaTitle': '404 – Сторінка не знайдена',
  'notFound.hint': 'Можливо, сторінку перенесли або в адресі помилка. Спробуйте пошук або почніть з головної.',
  'notFound.home': 'На головну',
  'error.title': 'Щось пішло не так',
  'error.hint': 'Ми вже знаємо про проблему. Спробуйте оновити сторінку за хвилину.',
  'forms.sending': 'Надсилаємо…',
  'profile.phone': 'Телефон',
  'seo.private': 'Сторінка покупця в інтернет-магазині Поплавок.',
  'profile.password': 'Пароль',
  'profile.login': 'Увійти',
  'listing.page': 'Сторінка {page} з {pages}',
  currency: 'грн',
} as const;

/** Keys every page can render (the language layout provides them). */
export type ShellKey = keyof typeof ua;
/** Keys of ./pages: a screen renders them only if its route module imports their texts. */
export type PageKey =
  | keyof Accounts
  | keyof Checkout
  | keyof ChromeLater
  | keyof Lists
  | keyof Screens
  | keyof Forms
  | keyof Instalments
  | keyof Payments
  | keyof Profile
  | keyof Promotions
  | keyof Shop
  | keyof Tags;
export type MessageKey = ShellKey | PageKey;
export type ShellMessages = Record<ShellKey, string>;
/** Every text of a language: what the server holds (messages.server.ts). */
export type Messages = Record<MessageKey, string>;
