import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { track } from '../../analytics/bus';
import { useI18n } from '../../i18n/use-i18n';
import type { PersonalResult } from '../../personal.server';
import { useToasts } from '../ui/toasts';
import { ListDialog } from './list-dialog';
import { usePersonal } from './use-personal';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/lists';

/**
 * Wish-list save dialog (pick a list by radio or name a new one, SPEC §2, §5) or, when the good
 * is already in lists, the delete dialog (pick one of those lists). Server messages in a tooltip.
 */
export function WishDialog({ goodId, onClose }: { goodId: number; onClose: () => void }) {
  const { t, href } = useI18n();
  const toasts = useToasts();
  const personal = usePersonal();
  const fetcher = useFetcher<Omit<PersonalResult, 'setCookie'>>();
  const lists = personal?.data?.wishlists ?? [];
  const holding = lists.filter((l) => l.goods.includes(goodId));
  const [mode] = useState<'save' | 'delete'>(holding.length ? 'delete' : 'save');
  const choices = mode === 'delete' ? holding : lists;
  const [listId, setListId] = useState<string>(choices.length === 0 && mode === 'save' ? '0' : '');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');

  const result = fetcher.data;
  useEffect(() => {
    if (!result || fetcher.state !== 'idle') return;
    if (result.added) track({ type: 'add_to_wishlist', good: result.added });
    if (result.message && !(result.field === 'list_name')) {
      toasts.show({ text: result.message, tone: result.ok ? 'info' : 'error' });
    }
    if (result.field === 'list_name' && result.message) setNameError(result.message);
    if (result.ok) onClose();
  }, [result, fetcher.state, toasts, onClose]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (listId === '') {
      toasts.show({ text: chooseText(t), tone: 'error' });
      return;
    }
    if (listId === '0' && name.trim() === '') {
      setNameError(nameRequiredText(t));
      return;
    }
    fetcher.submit(
      { intent: 'wish', goods_id: String(goodId), list_id: listId, list_name: name.trim() },
      { method: 'post', action: href('/personal') },
    );
  };

  return (
    <ListDialog title={t(mode === 'delete' ? 'lists.wishDeleteTitle' : 'lists.wishSaveTitle')} onClose={onClose}>
      <form className="wish-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend className="visually-hidden">{t('lists.wishTitle')}</legend>
          {choices.map((list) => (
            <label key={list.id} className="radio">
              <input
                type="radio"
                name="list_id"
                value={list.id}
                checked={listId === String(list.id)}
                onChange={() => setListId(String(list.id))}
              />
              {list.title} <small>({list.goods.length})</small>
            </label>
          ))}
          {mode === 'save' ? (
            <label className="radio">
              <input type="radio" name="list_id" value="0" checked={listId === '0'} onChange={() => setListId('0')} />
              {t('lists.wishNew')}
            </label>
          ) : null}
        </fieldset>
        {mode === 'save' && listId === '0' ? (
          <label className="wish-name">
            {t('lists.wishName')}
            <input
              name="list_name"
              maxLength={100}
              value={name}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'wish-name-error' : undefined}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setNameError('');
              }}
            />
          </label>
        ) : null}
        {nameError ? (
          <p id="wish-name-error" className="field-error">
            {nameError}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
          {t(mode === 'delete' ? 'lists.wishDelete' : 'lists.wishSave')}
        </button>
      </form>
    </ListDialog>
  );
}

type T = ReturnType<typeof useI18n>['t'];
/** SPEC §5 texts: "Виберіть список" / "Введіть назву списку" (ru in the catalogue). */
const chooseText = (t: T) => t('lists.wishChoose');
const nameRequiredText = (t: T) => t('lists.wishNameRequired');
