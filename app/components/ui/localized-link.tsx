import { Link, type LinkProps } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';

/** The one way to link inside the shop: `to` is the Ukrainian path; /ru is added when needed. */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const { href } = useI18n();
  return <Link to={href(to)} {...props} />;
}
