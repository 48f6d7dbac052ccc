export {
  defaultLocale,
  type Locale,
  languageTag,
  localeFromPath,
  locales,
  localizePath,
  stripLocale,
} from '#core/shared';
