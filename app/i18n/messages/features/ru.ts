/** The Russian texts of every feature (see ./ua.ts). */
import { ru as accounts } from './accounts.ru';
import { ru as checkout } from './checkout.ru';
import { ru as chrome } from './chrome.ru';
import { ru as filters } from './filters.ru';
import { ru as fish } from './fish.ru';
import { ru as forms } from './forms.ru';
import { ru as instalments } from './instalments.ru';
import { ru as language } from './language.ru';
import { ru as lists } from './lists.ru';
import { ru as maps } from './maps.ru';
import { ru as payments } from './payments.ru';
import { ru as product } from './product.ru';
import { ru as search } from './search.ru';
import { ru as seo } from './seo.ru';
import { ru as shop } from './shop.ru';
import { ru as tags } from './tags.ru';

export const featuresRu = {
  ...accounts,
  ...checkout,
  ...chrome,
  ...filters,
  ...fish,
  ...forms,
  ...instalments,
  ...language,
  ...lists,
  ...maps,
  ...payments,
  ...product,
  ...search,
  ...seo,
  ...shop,
  ...tags,
} as const;
