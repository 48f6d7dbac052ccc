import { type InvoiceDocument, kyivDate, money } from './invoice-document';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] as string);

const css = `
*{box-sizing:border-box}body{font:14px/1.4 "DejaVu Sans",Arial,sans-serif;color:#000;margin:0;padding:24px;max-width:800px}
h1{font-size:20px;margin:16px 0}.demo{border:3px solid #c00;color:#c00;font-weight:bold;padding:8px;text-align:center;font-size:18px}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #000;padding:4px 6px;vertical-align:top}
th{background:#eee}.num{text-align:right;white-space:nowrap}.req td{border:none;padding:2px 6px}.req td:first-child{width:140px;color:#444}
.sum td{border:none}.words{font-weight:bold;margin:12px 0}.print{margin:16px 0}
@media print{.print{display:none}body{padding:0}@page{size:A4;margin:15mm}}`;

/**
 * The invoice as one printable HTML page (ADR 0100): A4 print CSS, no scripts, every
 * text escaped. The shopper's and the back office's invoice routes answer it; "Друк" or the
 * browser's "Save as PDF" makes the document (no PDF library is installed, see the ADR).
 */
export function renderInvoiceHtml(doc: InvoiceDocument): string {
  const s = doc.seller;
  const demo = s.demo ? '<p class="demo">ДЕМО — реквізити не справжні</p>' : '';
  const rows = doc.rows
    .map(
      (r, i) =>
        `<tr><td class="num">${i + 1}</td><td>${esc(r.name)}</td><td class="num">${r.quantity}</td><td>${r.unit}</td><td class="num">${money(r.price)}</td><td class="num">${money(r.sum)}</td></tr>`,
    )
    .join('');
  const discount = doc.discounts
    .map((d) => `<tr><td colspan="5" class="num">${esc(d.name)}:</td><td class="num">${money(d.amount)}</td></tr>`)
    .join('');
  const vat = doc.vat
    ? `<tr><td colspan="5" class="num">У тому числі ПДВ (${s.vatPercent}%):</td><td class="num">${money(doc.vat)}</td></tr>`
    : '<tr><td colspan="5" class="num">ПДВ:</td><td class="num">Без ПДВ</td></tr>';
  return `<!doctype html>
<html lang="uk"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Рахунок на оплату № ${esc(doc.number)}</title><style>${css}</style></head><body>
${demo}
<table class="req">
<tr><td>Постачальник:</td><td><b>${esc(s.name)}</b></td></tr>
<tr><td>Код ЄДРПОУ:</td><td>${esc(s.edrpou)}</td></tr>
<tr><td>IBAN:</td><td>${esc(s.iban)}</td></tr>
<tr><td>Банк:</td><td>${esc(s.bank)}</td></tr>
<tr><td>Адреса:</td><td>${esc(s.address)}</td></tr>
</table>
<h1>Рахунок на оплату № ${esc(doc.number)} від ${kyivDate(doc.date)}</h1>
<table class="req">
<tr><td>Покупець:</td><td><b>${esc(doc.buyer.company)}</b></td></tr>
<tr><td>Код ЄДРПОУ:</td><td>${esc(doc.buyer.edrpou)}</td></tr>
<tr><td>Контакт:</td><td>${esc(doc.buyer.contact)}, ${esc(doc.buyer.phone)}</td></tr>
</table>
<p></p>
<table>
<thead><tr><th>№</th><th>Найменування</th><th>Кількість</th><th>Од.</th><th>Ціна, грн</th><th>Сума, грн</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot class="sum">${discount}
<tr><td colspan="5" class="num"><b>Всього до сплати:</b></td><td class="num"><b>${money(doc.total)}</b></td></tr>
${vat}</tfoot>
</table>
<p class="words">Всього на суму: ${esc(doc.totalInWords)}</p>
<p>Призначення платежу: <b>${esc(doc.purpose)}</b></p>
${doc.dueAt ? `<p>Рахунок дійсний до сплати до ${kyivDate(doc.dueAt)} включно. Після цього замовлення скасовується.</p>` : ''}
<p class="print">Друк або PDF: Ctrl+P (⌘P) → «Зберегти як PDF».</p>
</body></html>`;
}
