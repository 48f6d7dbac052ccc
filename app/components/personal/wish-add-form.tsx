import { Form } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/lists';

/**
 * The heart's add without JavaScript: the wish-list page reached with
 * `?add=<good>` offers the lists and a new one by name, as the save dialog does (SPEC §2, §5).
 * The answer's message (choose a list, name the list) shows above, in the page's language.
 */
export function WishAddForm({
  good,
  lists,
  busy,
}: {
  good: { id: number; title: string };
  lists: { id: number; title: string; goods: unknown[] }[];
  busy: boolean;
}) {
  const { t } = useI18n();
  return (
    <Form method="post" className="wish-form wishlist-card" aria-labelledby="wish-add-title">
      <h2 id="wish-add-title">
        {t('lists.wishSaveTitle')}: {good.title}
      </h2>
      <input type="hidden" name="goods_id" value={good.id} />
      <fieldset>
        <legend className="visually-hidden">{t('lists.wishTitle')}</legend>
        {lists.map((list) => (
          <label key={list.id} className="radio">
            <input type="radio" name="list_id" value={list.id} />
            {list.title} <small>({list.goods.length})</small>
          </label>
        ))}
        <label className="radio">
          <input type="radio" name="list_id" value="0" defaultChecked={lists.length === 0} />
          {t('lists.wishNew')}
        </label>
      </fieldset>
      <label className="wish-name">
        {t('lists.wishName')}
        <input name="list_name" maxLength={100} />
      </label>
      <button type="submit" name="intent" value="wish-add" className="button" disabled={busy}>
        {t('lists.wishSave')}
      </button>
    </Form>
  );
}
