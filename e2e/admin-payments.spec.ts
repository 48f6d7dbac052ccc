import { expect, signInStaff, test } from './admin-fixtures';
import { uniquePhone } from './fixtures';

// ADR 0100: a wholesale order paid by invoice; a manager prints its invoice and marks it
// paid when the transfer arrives.

test('a manager prints an invoice and marks it paid (§9)', async ({ page, request }) => {
  const places = await (await request.get('/site/ordernew/delivery/places/8000000000')).json();
  const pickup = (places.data as { id: number; code: string; payments: { id: number; code: string }[] }[]).find(
    (m) => m.code === 'pickup',
  );
  const invoice = pickup?.payments.find((p) => p.code === 'invoice');
  expect(invoice, 'the demo pickup takes invoices').toBeTruthy();
  const response = await request.post('/site/ordernew/create', {
    form: {
      deliveryMethod: String(pickup?.id),
      paymentMethod: String(invoice?.id),
      selectedDepartment: '1',
      cart: JSON.stringify([{ id: 11, quantity: 2 }]),
      phone: uniquePhone(31).masked,
      first_name: 'Ганна',
      last_name: 'Гуртова',
      company: 'ТОВ «Гурт-Риба»',
      edrpou: '41234567',
      idempotency_key: `e2e-admin-payments-${Date.now()}`,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const id: number = (await response.json()).data.order_id;

  await signInStaff(page, 'manager', `/admin/orders/${id}`);
  const panel = page.getByRole('region', { name: 'Оплата' });
  await expect(panel).toContainText('Рахунок (переказ на рахунок)');
  await expect(panel).toContainText('ТОВ «Гурт-Риба»');
  await expect(panel.getByRole('heading')).toContainText('Не оплачено');

  const printed = await page.request.get(`/admin/orders/${id}/invoice`);
  expect(printed.status()).toBe(200);
  expect(await printed.text()).toContain(`Рахунок на оплату № ${id}`);

  await panel.getByLabel(/Підстава/).fill('Платіжне доручення №204 від сьогодні');
  page.once('dialog', (dialog) => dialog.accept());
  await panel.getByRole('button', { name: 'Позначити оплаченим' }).click();
  await expect(page.getByText('Замовлення позначено оплаченим.')).toBeVisible();
  await expect(panel.getByRole('heading')).toContainText('Оплачено');
  await expect(panel.getByRole('button', { name: 'Позначити оплаченим' })).toHaveCount(0);
});
