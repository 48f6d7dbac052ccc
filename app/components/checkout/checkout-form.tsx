import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Form, useFetcher, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import type { CheckoutView } from '../../routes/checkout/view.server';
import { phonePattern } from '../forms/form-patterns';
import { Logo } from '../layout/logo';
import { paths } from '../links';
import { LocalizedLink } from '../ui/localized-link';
import { DeliveryChoice, PaymentChoice, TownPicker } from './delivery';
import { TextField } from './field';
import { OrderBar } from './order-bar';
import { Recipient } from './recipient';
import { Summary } from './summary';

/** Fields that change nothing the server computes: typing in them sends no re-check. */
const quiet = new Set(['comment', 'email', 'phone', 'dep_q', 'second_name', 'recipient_phone']);

/** The checkout's slim bar instead of the header (SPEC §2: header, footer, bottom menu hidden). */
export function CheckoutTopBar() {
  const { t } = useI18n();
  return (
    <div className="co-topbar">
      <Logo className="logo co-logo" />
      <LocalizedLink to={paths.home}>← {t('checkout.back')}</LocalizedLink>
      <a href="tel:0800303355">{t('checkout.help')}</a>
    </div>
  );
}

/**
 * The checkout form (SPEC §3 Order, §4 Checkout, DESIGN "Cart and checkout"). One POST form that
 * works without JavaScript ("find", "update", "place" submits); with JavaScript every change
 * re-checks through a fetcher (debounced; RR aborts the previous submission, so a stale answer
 * never lands). Every amount shown comes from the server.
 */
export function CheckoutForm({ initial, posted }: { initial: CheckoutView; posted: CheckoutView | null }) {
  const { t } = useI18n();
  const fetcher = useFetcher<{ view: CheckoutView }>({ key: 'checkout' });
  const navigation = useNavigation();
  const [view, setView] = useState(posted ?? initial);
  const [depFilter, setDepFilter] = useState<string | null>(null);
  const [isHydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setView(posted ?? initial), [posted, initial]);
  useEffect(() => {
    if (fetcher.data?.view) setView(fetcher.data.view);
  }, [fetcher.data]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = fetcher.submit;
  const recheck = useCallback(
    (delay: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (!formRef.current) return;
        const body = new FormData(formRef.current);
        body.set('intent', 'refresh');
        submit(body, { method: 'post' });
      }, delay);
    },
    [submit],
  );
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'dep_q') setDepFilter(target.value);
    if (quiet.has(target.name)) return;
    const typed = target.tagName === 'TEXTAREA' || ['text', 'search', 'tel', 'email'].includes(target.type);
    recheck(typed ? 500 : 0);
  };

  // Placing never runs beside a re-check (ADR 0119): a re-check that finished while the order's
  // redirect loaded landed its checkout data under the success page's address. A press while one
  // is on its way waits for it, then sends the form as the re-check left it.
  const [queued, setQueued] = useState<HTMLElement | null>(null);
  const isUpdating = fetcher.state !== 'idle';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearTimeout(timer.current);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('value') !== 'place' || !isUpdating) return;
    event.preventDefault();
    setQueued(submitter);
  };
  const settled = !isUpdating && (!fetcher.data?.view || view === fetcher.data.view);
  useEffect(() => {
    if (!queued || !settled) return;
    setQueued(null);
    formRef.current?.requestSubmit(queued);
  }, [queued, settled]);

  // A queued press shows "sending" but keeps the button enabled: a disabled submitter would drop
  // its intent from the form it submits.
  const isSending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place';
  const isPlacing = queued !== null || isSending;
  const s = view.state;
  const e = view.errors;
  return (
    <Form
      method="post"
      className="co-form"
      ref={formRef}
      onChange={onChange}
      onSubmit={onSubmit}
      aria-label={t('checkout.title')}
    >
      <input type="hidden" name="idempotency_key" value={s.idempotency_key ?? ''} />
      {view.totals ? <input type="hidden" name="shown_total" value={view.totals.price} /> : null}
      <div className="co-sections">
        <section className="co-section" aria-labelledby="co-contacts">
          <h2 id="co-contacts">
            <span className="co-step">1</span> {t('checkout.contacts')}
          </h2>
          <div className="co-grid">
            <TextField
              name="phone"
              type="tel"
              label={t('checkout.phone')}
              value={s.phone}
              error={e.phone}
              required
              pattern={phonePattern}
              placeholder="+38(0XX)XXX-XX-XX"
              autoComplete="tel"
              maxLength={25}
            />
            <TextField
              name="last_name"
              label={t('checkout.lastName')}
              value={s.last_name}
              error={e.last_name}
              required
              autoComplete="family-name"
            />
            <TextField
              name="first_name"
              label={t('checkout.firstName')}
              value={s.first_name}
              error={e.first_name}
              required
              autoComplete="given-name"
            />
            <TextField
              name="second_name"
              label={t('checkout.secondName')}
              value={s.second_name}
              error={e.second_name}
              autoComplete="additional-name"
            />
            <TextField
              name="email"
              type="email"
              label={t('checkout.email')}
              value={s.email}
              error={e.email}
              autoComplete="email"
            />
          </div>
        </section>
        <section className="co-section" aria-labelledby="co-delivery">
          <h2 id="co-delivery">
            <span className="co-step">2</span> {t('checkout.delivery')}
          </h2>
          <TownPicker view={view} />
          <DeliveryChoice view={view} depFilter={depFilter} />
          <Recipient view={view} />
        </section>
        <section className="co-section" aria-labelledby="co-payment">
          <h2 id="co-payment">
            <span className="co-step">3</span> {t('checkout.payment')}
          </h2>
          <PaymentChoice view={view} />
        </section>
        <section className="co-section" aria-labelledby="co-comment">
          <h2 id="co-comment">
            <span className="co-step">4</span> {t('checkout.commentTitle')}
          </h2>
          <div className="co-field">
            <label htmlFor="co-comment-text">{t('checkout.comment')}</label>
            <textarea id="co-comment-text" name="comment" defaultValue={s.comment} maxLength={1000} rows={3} />
          </div>
          <label className="co-check">
            <input type="checkbox" name="call_back" value="1" defaultChecked={s.call_back === '1'} />{' '}
            {t('checkout.callBack')}
          </label>
        </section>
      </div>
      <Summary
        view={view}
        isUpdating={isUpdating}
        isPlacing={isPlacing}
        isSending={isSending}
        isHydrated={isHydrated}
      />
      <OrderBar
        form={formRef}
        total={view.totals?.price ?? null}
        disabled={view.disabled || isSending}
        isPlacing={isPlacing}
        hasReasons={view.reasons.length > 0}
      />
    </Form>
  );
}
