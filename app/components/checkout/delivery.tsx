import { useI18n } from '../../i18n/use-i18n';
import type { CheckoutView } from '../../routes/checkout/view.server';
import { MethodFields } from './field';
import { InstalmentParts } from './instalments';

type Props = { view: CheckoutView; depFilter: string | null };

const values = (view: CheckoutView) => ({
  ...view.state.extra,
  street: view.state.street,
  house: view.state.house,
  flat: view.state.flat,
});

/** Town search: a text box and "find" (a plain submit without JS; typing re-checks with JS). */
export function TownPicker({ view }: { view: CheckoutView }) {
  const { t } = useI18n();
  return (
    <div className="co-town">
      <input type="hidden" name="townCode" value={view.town.code} />
      <p className="co-town-current">
        {t('checkout.town')}: <strong data-testid="town">{view.town.title}</strong>
      </p>
      <div className="co-search">
        <label htmlFor="co-town_q" className="visually-hidden">
          {t('checkout.townSearch')}
        </label>
        <input
          id="co-town_q"
          name="town_q"
          type="search"
          defaultValue={view.state.town_q}
          placeholder={t('checkout.townSearch')}
          maxLength={100}
          autoComplete="off"
        />
        <button type="submit" name="intent" value="refresh" formNoValidate className="button-secondary">
          {t('checkout.find')}
        </button>
      </div>
      {view.state.town_q ? (
        <fieldset className="co-towns" key={`${view.state.town_q}-${view.town.code}`}>
          <legend className="visually-hidden">{t('checkout.townsFound')}</legend>
          {view.towns.length === 0 ? <p>{t('checkout.noTowns')}</p> : null}
          {view.towns.map((town) => (
            <label key={town.code} className="co-town-option">
              <input type="radio" name="townCode" value={town.code} defaultChecked={town.code === view.town.code} />{' '}
              {town.title} <small>{town.region}</small>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/** The town's delivery methods as radio cards, then the chosen one's fields and departments. */
export function DeliveryChoice({ view, depFilter }: Props) {
  const { t } = useI18n();
  const chosen = view.deliveries.find((d) => String(d.id) === view.state.deliveryMethod);
  return (
    <>
      <fieldset className="co-cards" key={view.town.code}>
        <legend>{t('checkout.deliveryMethod')}</legend>
        {view.deliveries.map((d) => (
          <label key={d.id} className={d.disabled ? 'co-card disabled' : 'co-card'}>
            <input
              type="radio"
              name="deliveryMethod"
              value={d.id}
              defaultChecked={String(d.id) === view.state.deliveryMethod}
              disabled={d.disabled}
            />
            <span className="co-card-title">{d.title}</span>
            <small>{d.message}</small>
            {d.disabled && d.kind === 'pickup' ? (
              <small className="co-reason" data-testid="pickup-reason">
                {t('checkout.pickupDisabled')}
              </small>
            ) : null}
          </label>
        ))}
      </fieldset>
      {chosen ? (
        <div key={`${view.town.code}-${chosen.id}`}>
          <MethodFields fields={chosen.fields} values={values(view)} errors={view.errors} />
          {chosen.kind !== 'courier' ? <Departments view={view} depFilter={depFilter} /> : null}
        </div>
      ) : null}
    </>
  );
}

function Departments({ view, depFilter }: Props) {
  const { t } = useI18n();
  const query = (depFilter ?? view.state.dep_q).trim().toLowerCase();
  // Without JS the server filters by dep_q; with JS the list filters here as the shopper types.
  const shown = view.departments.filter((d) => !query || d.title.toLowerCase().includes(query));
  const stores = view.departments.filter((d) => d.hasAll !== null);
  return (
    <fieldset className="co-departments">
      <legend>{t('checkout.department')}</legend>
      {stores.length ? (
        <p className="co-stores-summary" data-testid="stores-with-all">
          {t('checkout.storesWithAll', { count: stores.filter((d) => d.hasAll).length, total: stores.length })}
        </p>
      ) : null}
      <div className="co-search">
        <label htmlFor="co-dep_q" className="visually-hidden">
          {t('checkout.depSearch')}
        </label>
        <input
          id="co-dep_q"
          name="dep_q"
          type="search"
          defaultValue={view.state.dep_q}
          placeholder={t('checkout.depSearch')}
          maxLength={100}
          autoComplete="off"
        />
        <button type="submit" name="intent" value="refresh" formNoValidate className="button-secondary">
          {t('checkout.find')}
        </button>
      </div>
      <div className="co-department-list">
        {shown.length === 0 ? <p>{t('checkout.noDepartments')}</p> : null}
        {shown.map((d) => (
          <label key={d.code} className={d.hasAll === false || d.tooSmall ? 'co-department disabled' : 'co-department'}>
            <input
              type="radio"
              name="selectedDepartment"
              value={d.code}
              defaultChecked={d.code === view.state.selectedDepartment}
              disabled={d.hasAll === false || d.tooSmall !== null}
            />{' '}
            <span>
              {d.title}
              {d.hasAll === null ? null : (
                <small className={d.hasAll ? 'co-store-stock has-all' : 'co-store-stock'}>
                  {d.hasAll ? t('checkout.storeHasAll') : t('checkout.storeLacks', { goods: d.lacking.join(', ') })}
                </small>
              )}
              {d.tooSmall ? (
                <small className="co-store-stock" data-testid="point-too-small">
                  {t(d.tooSmall.kind === 'parcel_locker' ? 'checkout.lockerTooSmall' : 'checkout.pointTooSmall', {
                    limits: d.tooSmall.limits,
                  })}
                </small>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Payments the chosen delivery accepts (the first selected when none is chosen, §4). */
export function PaymentChoice({ view }: { view: CheckoutView }) {
  const { t } = useI18n();
  const chosen = view.payments.find((p) => String(p.id) === view.state.paymentMethod);
  return (
    <div key={`${view.town.code}-${view.state.deliveryMethod}`}>
      <fieldset className="co-cards">
        <legend className="visually-hidden">{t('checkout.payment')}</legend>
        {view.payments.map((p) => (
          <label key={p.id} className={p.disabled ? 'co-card disabled' : 'co-card'}>
            <input
              type="radio"
              name="paymentMethod"
              value={p.id}
              defaultChecked={String(p.id) === view.state.paymentMethod}
              disabled={p.disabled}
            />
            <span className="co-card-title">{p.title}</span>
            <small>{p.message}</small>
          </label>
        ))}
      </fieldset>
      {chosen ? <MethodFields fields={chosen.fields} values={values(view)} errors={view.errors} /> : null}
      {chosen?.code === 'credit' && view.credit ? <InstalmentParts credit={view.credit} /> : null}
    </div>
  );
}
