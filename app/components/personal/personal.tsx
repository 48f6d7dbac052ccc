import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { useCartEvents, useTrack } from '../../analytics/hooks';
import { useI18n } from '../../i18n/use-i18n';
import type { PersonalData } from '../../personal.server';
import {
  clearPersonalStorage,
  readPersonal,
  removePersonal,
  subscribePersonal,
  writePersonal,
} from '../../personal-storage';
import { openLogin } from '../account/auth-events';
import { useToasts } from '../ui/toasts';
import { type Fields, type Personal, PersonalContext } from './use-personal';

// The cart popup and the wish-list dialog load when first opened, not with every page (ADR 0067).
const CartPopup = lazy(() => import('../cart/cart-popup').then((m) => ({ default: m.CartPopup })));
const WishDialog = lazy(() => import('./wish-dialog').then((m) => ({ default: m.WishDialog })));

/** SPEC §4: the merge message stays 10 s. */
const mergeMessageMs = 10_000;

export function PersonalProvider({ children }: { children: React.ReactNode }) {
  const { href, t } = useI18n();
  const { search } = useLocation();
  const toasts = useToasts();
  const loader = useFetcher<PersonalData>({ key: 'personal' });
  const poster = useFetcher<{ ok: boolean; message?: string }>({ key: 'personal-post' });
  const [cartOpen, setCartOpen] = useState(false);
  const [wishGood, setWishGood] = useState<number | null>(null);
  const url = href('/personal');
  const loadRef = useRef(loader.load);
  loadRef.current = loader.load;

  useEffect(() => {
    loadRef.current(url);
    // A change in another tab (cart or lists) reloads ours (SPEC §4).
    return subscribePersonal((key) => key === 'cart-stamp' && loadRef.current(url));
  }, [url]);

  const post = useCallback(
    (fields: Fields) => {
      const body = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
      poster.submit(body, { method: 'post', action: url });
    },
    [poster.submit, url],
  );

  // Once our change is saved, other tabs reload theirs (the `storage` event, SPEC §4).
  const posting = poster.state !== 'idle';
  const wasPosting = useRef(false);
  useEffect(() => {
    if (wasPosting.current && !posting) writePersonal('cart-stamp', Date.now());
    wasPosting.current = posting;
  }, [posting]);

  // A refused cart change (more than the stores hold, a bad quantity) says why (ADR 0083).
  const answer = poster.state === 'idle' ? poster.data : undefined;
  useEffect(() => {
    if (answer?.ok === false && answer.message) toasts.show({ text: answer.message });
  }, [answer, toasts]);

  const data = loader.data ?? null;
  useCartEvents(data?.cart.lines);
  useTrack(data?.customer ? { type: 'customer', customer: data.customer } : null, JSON.stringify(data?.customer));
  // Until the personal request answers, the page's own data says whether we are signed in.
  const root = useRouteLoaderData<{ header?: { signedIn: boolean } }>('root');
  const signedIn = data?.signedIn ?? root?.header?.signedIn ?? false;
  const openWish = useCallback(
    (goodId: number) => {
      if (!signedIn) {
        // SPEC §6: the login dialog with its message, here; the add waits for the sign-in
        //. The cart popup gives way so the dialog is not stacked on it.
        writePersonal('pending-wishlist', goodId);
        setCartOpen(false);
        openLogin(t('lists.signInNeeded'));
        return;
      }
      setWishGood(goodId);
    },
    [signedIn, t],
  );

  // Sign-out forgets compare and the other personal lists kept here (SPEC §4).
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) clearPersonalStorage();
    wasSignedIn.current = signedIn;
  }, [signedIn]);

  // After sign-in, the pending wish-list add opens its dialog (SPEC §6).
  useEffect(() => {
    if (!signedIn) return;
    const pending = readPersonal('pending-wishlist', 0, (v): v is number => typeof v === 'number');
    if (pending > 0) {
      removePersonal('pending-wishlist');
      setWishGood(pending);
    }
  }, [signedIn]);

  // Sign-in merged the guest cart (`?merged=1`): the cart dialog opens with the "check your order"
  // message for 10 s, then the cart reloads from the server (SPEC §4). On the cart page itself the
  // page is the cart and says it in place. The mark leaves the address so a reload does not repeat it.
  const merged = new URLSearchParams(search).has('merged');
  const onCartPage = useMatches().some((m) => (m.handle as { cartPage?: boolean } | undefined)?.cartPage);
  const [mergeNote, setMergeNote] = useState(false);
  useEffect(() => {
    if (!merged) return;
    const address = new URL(window.location.href);
    address.searchParams.delete('merged');
    window.history.replaceState(window.history.state, '', address.pathname + address.search + address.hash);
    if (onCartPage) return;
    setCartOpen(true);
    setMergeNote(true);
    const timer = setTimeout(() => {
      setMergeNote(false);
      loadRef.current(url);
    }, mergeMessageMs);
    return () => {
      clearTimeout(timer);
      setMergeNote(false);
    };
  }, [merged, onCartPage, url]);

  const value = useMemo<Personal>(
    () => ({
      data,
      post,
      busy: poster.state !== 'idle',
      signedIn,
      cartOpen,
      mergeNote,
      openCart: () => setCartOpen(true),
      closeCart: () => {
        setCartOpen(false);
        setMergeNote(false);
      },
      addToCart: (id) => {
        post({ intent: 'add', id, quantity: 1 });
        setCartOpen(true);
      },
      openWish,
    }),
    [data, post, poster.state, signedIn, cartOpen, mergeNote, openWish],
  );
  return (
    <PersonalContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {cartOpen ? <CartPopup /> : null}
        {wishGood !== null && data?.signedIn ? (
          <WishDialog goodId={wishGood} onClose={() => setWishGood(null)} />
        ) : null}
      </Suspense>
    </PersonalContext.Provider>
  );
}
