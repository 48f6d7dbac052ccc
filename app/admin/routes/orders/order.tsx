import { data, Link } from 'react-router';
import { type ActionData, ActionResult } from '../../components/admin-form';
import { AdminPage, History } from '../../components/admin-page';
import { OrderFacts } from '../../components/order-facts';
import { OrderLines } from '../../components/order-lines';
import { OrderMoves } from '../../components/order-moves';
import { PaymentPanel } from '../../components/payment-panel';
import { StatusBadge } from '../../components/values';
import { WaybillPanel } from '../../components/waybill-panel';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/orders.css?url';
import type { Route } from './+types/order';
import { loadOrderPage, orderAction, orderIdParam } from './order.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = ({ params }) => adminTitle(`Замовлення №${params.id}`);

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

const idOf = (params: { id?: string }) => {
  const id = orderIdParam.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
};

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'orders', (session) => loadOrderPage(session, idOf(args.params)));
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, 'orders', (session, form) => orderAction(session, idOf(args.params), form));
}

/**
 * `/admin/orders/:id`: the order in full with its history beside it — who moved it and
 * when —, the moves open to it as buttons, and while it is new, its lines to edit.
 */
export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  const { order, history, payment, waybill } = loaderData;
  return (
    <AdminPage
      title={
        <span className="order-head">
          Замовлення №{order.id} <StatusBadge kind="order" status={order.status} />
        </span>
      }
      actions={
        <Link to="/admin/orders" className="admin-button">
          ← До списку
        </Link>
      }
      aside={<History entries={history} />}
    >
      <ActionResult data={actionData as ActionData} />
      <OrderMoves order={order} />
      <OrderFacts order={order} />
      <PaymentPanel orderId={order.id} payment={payment} />
      {waybill ? <WaybillPanel waybill={waybill} /> : null}
      <OrderLines order={order} />
    </AdminPage>
  );
}
