// PLACEHOLDER (accounts engineer): the lists engineer builds the real /profile/seen_goods page (SPEC §2);
// this only keeps the profile nav's link answering 200 until that branch is merged. Delete then.
import { useI18n } from '../i18n/use-i18n';

export default function ProfilePlaceholder() {
  const { t } = useI18n();
  return <p className="empty">{t('accounts.placeholder')}</p>;
}
