import { listBrands } from '#core/catalog';
import { BrandTiles } from '../components/tiles';
import { translator } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { requestCtx } from '../request-ctx.server';
import type { Route } from './+types/brands';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(location.pathname.startsWith('/ru') ? 'ru' : 'ua');
  return [{ title: `${t('brands.title')} — ${t('site.name')}` }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return { brands: await listBrands(requestCtx(request, context.services)) };
}

export default function Brands({ loaderData: { brands } }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div>
      <h1>{t('brands.title')}</h1>
      <BrandTiles brands={brands} />
    </div>
  );
}
