import { useEffect, useMemo, useRef } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import type { PopupLine } from '../personal.server';
import { track } from './bus';
import { diffCart } from './cart-diff';
import type { ShopEvent } from './events';
import type { AnalyticsGood, AnalyticsLine } from './items';

/**
 * Reports `event` once per `key` while the component stays mounted (a product page per good, the
 * checkout page per visit, the success page per order); null reports nothing.
 */
export function useTrack(event: ShopEvent | null, key: string | number): void {
  const latest = useRef(event);
  latest.current = event;
  const hasEvent = event !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key decides when the event is new, not its object
  useEffect(() => {
    if (latest.current) track(latest.current);
  }, [key, hasEvent]);
}

/** A line of the personal cart (`/personal`) as an analytics good. */
export function fromPopupLine(line: PopupLine): AnalyticsGood {
  return {
    id: line.id,
    name: line.title,
    price: line.price,
    brand: line.brand,
    categories: line.categories,
    isAvailable: line.isAvailable,
  };
}

const cartIntents = new Set(['add', 'edit', 'delete', 'restore']);
/** The two doors of the cart rules (ADR 0047): the personal route and the checkout page's forms. */
const cartActions = /^(\/ru)?\/(personal|checkout)\/?$/;

type Submission = { formAction?: string | undefined; formData?: FormData | undefined };

/** Whether a navigation or fetcher is this tab posting a cart change. */
export function isCartSubmission({ formAction, formData }: Submission): boolean {
  if (!formAction || !formData) return false;
  return (
    cartActions.test(new URL(formAction, 'http://shop').pathname) && cartIntents.has(String(formData.get('intent')))
  );
}

/**
 * The cart's events from what the server says the cart is (ADR 0054): StatusCart whenever it
 * changes (any cause: this tab, another tab, sign-in merge, an order); add_to_cart /
 * remove_from_cart for the difference a cart post of this tab made (Buy on a card or the product
 * page, the popup's and the checkout page's quantity and remove buttons, undo).
 */
export function useCartEvents(popupLines: readonly PopupLine[] | undefined): void {
  const lines = useMemo(
    () =>
      popupLines
        ?.filter((l) => !l.isDeleted)
        .map((l): AnalyticsLine => ({ good: fromPopupLine(l), quantity: l.quantity })),
    [popupLines],
  );
  const navigation = useNavigation();
  const submissions = [navigation, ...useFetchers()].filter(isCartSubmission);
  const posting = submissions.length > 0;
  // Goods a Buy posted, in case the cart was not loaded yet when it was pressed.
  const adding = submissions.flatMap((s) =>
    s.formData?.get('intent') === 'add' ? [Number(s.formData.get('id'))] : [],
  );
  const current = useRef(lines);
  current.current = lines;
  /** The cart when this tab's cart post started (null: not loaded yet). */
  const before = useRef<AnalyticsLine[] | null | undefined>(undefined);
  const added = useRef(new Set<number>());
  const addingKey = adding.join(',');

  useEffect(() => {
    if (lines) track({ type: 'cart_status', lines });
  }, [lines]);

  useEffect(() => {
    for (const id of addingKey.split(',')) if (id) added.current.add(Number(id));
  }, [addingKey]);

  // The post's answer and the reloaded cart arrive in one update (React Router revalidates the
  // personal fetcher with the action), so the cart is fresh when the post ends.
  useEffect(() => {
    if (posting) {
      before.current ??= current.current ?? null;
      return;
    }
    const start = before.current;
    const buys = added.current;
    before.current = undefined;
    added.current = new Set();
    const end = current.current;
    if (start === undefined || !end) return;
    // Unknown start: only the Buy is sure, one piece of a good now in the cart.
    const diff = start ? diffCart(start, end) : { added: buysIn(end, buys), removed: [] };
    if (diff.added.length) track({ type: 'add_to_cart', lines: diff.added });
    if (diff.removed.length) track({ type: 'remove_from_cart', lines: diff.removed });
  }, [posting]);
}

function buysIn(lines: readonly AnalyticsLine[], ids: ReadonlySet<number>): AnalyticsLine[] {
  return lines.filter((l) => ids.has(l.good.id)).map((l) => ({ good: l.good, quantity: 1 }));
}
