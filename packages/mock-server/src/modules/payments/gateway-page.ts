import { formatTime12h, PaymentMethod, paymentResult, type PaymentResult } from '@ehp/api-types';

// The simulated gateway's pages: server-rendered HTML and CSS, no script, so it behaves like the
// hosted payment page of a real gateway and works the same in every browser and test.

/** The outcomes a tester can pick, one or more per result-code group of SPEC section 4. */
export const TEST_OUTCOMES: ReadonlyArray<{ code: string; detail: string }> = [
  { code: '000', detail: 'approved' },
  { code: '121', detail: 'approved by the wallet' },
  { code: '124', detail: 'awaiting confirmation' },
  { code: '157', detail: 'awaiting the bank' },
  { code: '210', detail: 'awaiting the wallet' },
  { code: '999', detail: 'declined' },
  { code: '051', detail: 'insufficient balance' },
  { code: '068', detail: 'timed out' },
  { code: '101', detail: 'cancelled by the payer' },
];

const GROUP_TITLE: Record<PaymentResult, string> = { completed: 'Completed', pending: 'Pending', failed: 'Failed' };

/** "Completed (000)", "Failed — declined (999)": the group always comes from the shared rule. */
export function outcomeLabel(code: string, detail?: string): string {
  const group = GROUP_TITLE[paymentResult(code)];
  return group === 'Failed' && detail ? `${group} — ${detail} (${code})` : `${group} (${code})`;
}

const METHOD_LABEL: Record<PaymentMethod, string> = {
  [PaymentMethod.jazzcash]: 'JazzCash',
  [PaymentMethod.easypaisa]: 'Easypaisa',
  [PaymentMethod.card]: 'Debit or credit card',
};

export interface PaymentPageView {
  paymentId: string;
  appointmentId: number;
  amount: number;
  method: PaymentMethod;
  doctorName: string;
  specialities: string[];
  date: string;
  time: string;
  where: string;
  /** The payment's gateway token, posted back with the form. */
  token: string;
  /** The patient's short name ("Ali H."), never the full name. */
  patientName: string;
  /** The wallet on file, masked ("0300*****67"). */
  walletHint: string;
  minutesLeft: number;
  /** The outcome preselected (QA's next outcome, else completed). */
  outcome: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);

export const rupees = (amount: number): string => `Rs. ${amount.toLocaleString('en-US')}`;

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

export const checkoutPath = (appointmentId: number): string => `/appointment/payment/checkout/${appointmentId}`;

const STYLE = `
:root{--ink:#14213d;--muted:#52606d;--line:#d9e2ec;--brand:#1d3557;--accent:#0b7285;--warn-bg:#fff4e5;--warn:#8a4b00;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:var(--ink)}
body{margin:0;background:#eef2f6}
.sheet{max-width:480px;margin:24px auto;background:#fff;border:1px solid var(--line);border-radius:12px;overflow:hidden;box-shadow:0 8px 24px rgba(20,33,61,.08)}
.bar{display:flex;justify-content:space-between;align-items:center;background:var(--brand);color:#fff;padding:12px 20px}
.bar strong{font-size:18px;letter-spacing:.5px}.bar span{font-size:13px}
.test{margin:0;background:var(--warn-bg);color:var(--warn);border-bottom:1px solid #f5c27a;padding:8px 20px;font-size:13px;font-weight:600}
.pad{padding:16px 20px}h1{font-size:16px;margin:0 0 4px;color:var(--muted);font-weight:600}
.amount{font-size:32px;font-weight:700;margin:0 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0;font-size:14px}dt{color:var(--muted)}dd{margin:0}
fieldset{border:1px solid var(--line);border-radius:8px;margin:0 0 14px;padding:10px 12px}
legend{font-weight:600;font-size:14px;padding:0 4px}
.choice{display:flex;gap:8px;align-items:center;padding:4px 0;font-size:15px}
.choice input{width:18px;height:18px;accent-color:var(--accent)}
.field{display:flex;flex-direction:column;gap:4px;margin:0 0 12px;font-size:14px}
.field input{font:inherit;padding:9px 10px;border:1px solid #9aa5b1;border-radius:6px;width:100%;box-sizing:border-box}
.row{display:flex;gap:12px}.row .field{flex:1;min-width:0}
.test-mode{border-color:#f5c27a;background:#fffaf2}
.method{font-size:15px;margin:0 0 12px}.method a{margin-inline-start:8px;color:var(--brand)}
button{width:100%;font:inherit;font-size:17px;font-weight:700;padding:12px;border:0;border-radius:8px;background:var(--accent);color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
.back{display:block;text-align:center;margin:14px 0 4px;color:var(--brand)}
.note{font-size:12px;color:var(--muted);margin:8px 0 0}
@media (max-width:500px){.sheet{margin:0;border-radius:0;border-width:0 0 1px}}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="sheet">
<div class="bar"><strong>PayLink</strong><span>Secure checkout</span></div>
<p class="test" role="note">TEST MODE: a simulated gateway. No money moves.</p>
${body}
</main>
</body>
</html>`;
}

const radio = (name: string, id: string, value: string, label: string, checked: boolean) =>
  `<label class="choice" for="${id}"><input type="radio" id="${id}" name="${name}" value="${esc(value)}"${checked ? ' checked' : ''}>${esc(label)}</label>`;

const walletFields = (walletHint: string) =>
  `<div class="field"><label for="wallet-number">Mobile account number</label><input id="wallet-number" name="wallet_number" inputmode="numeric" autocomplete="tel" placeholder="03XXXXXXXXX"${walletHint ? ' aria-describedby="wallet-hint"' : ''}>${walletHint ? `<span class="note" id="wallet-hint">SehatLink has ${esc(walletHint)} on file.</span>` : ''}</div>`;

const CARD_FIELDS = `<div class="field"><label for="card-number">Card number</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242"></div>
<div class="row">
<div class="field"><label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" value="12/30"></div>
<div class="field"><label for="card-cvc">CVC</label><input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" value="123"></div>
</div>`;

export function paymentPage(v: PaymentPageView): string {
  // The portal's checkout already asked how to pay; like a real hosted page opened for one method,
  // the gateway shows that method and asks only for its details (back to SehatLink to change it).
  const isCard = v.method === PaymentMethod.card;
  const outcomes = [...TEST_OUTCOMES];
  if (!outcomes.some((o) => o.code === v.outcome)) outcomes.push({ code: v.outcome, detail: 'preset by QA' });
  const outcomeRadios = outcomes
    .map((o) => radio('code', `code-${o.code}`, o.code, outcomeLabel(o.code, o.detail), o.code === v.outcome))
    .join('\n');
  const when = `${longDate(v.date)}, ${formatTime12h(v.time)} (Pakistan time)`;
  return layout(
    `Pay ${rupees(v.amount)} to SehatLink`,
    `<section class="pad" aria-labelledby="summary">
<h1 id="summary">Pay SehatLink</h1>
<p class="amount">${esc(rupees(v.amount))}</p>
<dl>
<dt>Merchant</dt><dd>SehatLink</dd>
<dt>Reference</dt><dd>${esc(v.paymentId)}</dd>
<dt>Doctor</dt><dd>${esc(v.doctorName)}${v.specialities.length ? `, ${esc(v.specialities.join(', '))}` : ''}</dd>
<dt>When</dt><dd>${esc(when)}</dd>
<dt>Where</dt><dd>${esc(v.where)}</dd>
<dt>Patient</dt><dd>${esc(v.patientName)}</dd>
</dl>
<p class="note">Complete the payment within ${v.minutesLeft} minute${v.minutesLeft === 1 ? '' : 's'}, while SehatLink holds the slot.</p>
</section>
<form class="pad" method="post" action="/__gateway/pay">
<input type="hidden" name="payment_id" value="${esc(v.paymentId)}">
<input type="hidden" name="token" value="${esc(v.token)}">
<input type="hidden" name="method" value="${esc(v.method)}">
<p class="method" id="method">Pay with <strong>${esc(METHOD_LABEL[v.method])}</strong> <a href="${checkoutPath(v.appointmentId)}">Change</a></p>
${isCard ? CARD_FIELDS : walletFields(v.walletHint)}
<fieldset class="test-mode"><legend>TEST MODE: choose the outcome</legend>
${outcomeRadios}
</fieldset>
<button type="submit">Pay ${esc(rupees(v.amount))}</button>
<a class="back" href="${checkoutPath(v.appointmentId)}">Cancel and return to SehatLink</a>
</form>`,
  );
}

/** An error or notice page, with a way back to the portal when there is an appointment to return to. */
export function messagePage(title: string, message: string, appointmentId?: number): string {
  const back =
    appointmentId === undefined ? '' : `<a class="back" href="${checkoutPath(appointmentId)}">Return to SehatLink</a>`;
  return layout(title, `<section class="pad"><h1>${esc(title)}</h1><p>${esc(message)}</p>${back}</section>`);
}
