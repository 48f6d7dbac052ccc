/** The Russian texts of every feature (see ./ua.ts). */
import { ru as accounts } from './accounts.ru';
import { ru as chrome } from './chrome.ru';
import { ru as filters } from './filters.ru';
import { ru as fish } from './fish.ru';
import { ru as forms } from './forms.ru';
import { ru as language } from './language.ru';
import { ru as lists } from './lists.ru';
import { ru as maps } from './maps.ru';
import { ru as product } from './product.ru';
import { ru as quickOrder } from './quick-order.ru';
import { ru as search } from './search.ru';
import { ru as seo } from './seo.ru';

export const featuresRu = {
  ...accounts,
  ...chrome,
  ...filters,
  ...fish,
  ...forms,
  ...language,
  ...lists,
  ...maps,
  ...product,
  ...quickOrder,
  ...search,
  ...seo,
} as const;
