import { formatTime12h, PaymentMethod, paymentResult } from '@ehp/api-types';
import { URDU_FONT_HEAD, URDU_FONT_STYLE } from './gateway-font.ts';
import { ltr, WORDS, type GatewayLanguage, type GatewayWords } from './gateway-words.ts';

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

/** "Completed (000)", "Failed — declined (999)": the group always comes from the shared rule. */
export function outcomeLabel(code: string, detail?: string, words: GatewayWords = WORDS.en): string {
  const result = paymentResult(code);
  const group = words.group[result];
  const said = detail && (words.detail[detail] ?? detail);
  return result === 'failed' && said ? `${group} — ${said} (${code})` : `${group} (${code})`;
}

export interface PaymentPageView {
  paymentId: string;
  appointmentId: number;
  amount: number;
  method: PaymentMethod;
  doctorName: string;
  specialities: string[];
  date: string;
  time: string;
  /** The payment's gateway token, posted back with the form. */
  token: string;
  /** The patient's short name ("Ali H."), never the full name. */
  patientName: string;
  /** The wallet on file, masked ("0300*****67"). */
  walletHint: string;
  minutesLeft: number;
  /** The outcome preselected (QA's next outcome, else completed). */
  outcome: string;
  /** The payer's language (startPayment's lang). */
  lang: GatewayLanguage;
  /** In clinic: "Shifa Heart Clinic, Gulberg, Lahore"; online: null. */
  clinic: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);

export const rupees = (amount: number): string => `Rs. ${amount.toLocaleString('en-US')}`;

const longDate = (date: string, lang: GatewayLanguage) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(lang === 'ur' ? 'ur-PK' : 'en-GB', {
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
.nowrap{white-space:nowrap}
[dir=rtl] .choice{font-size:16px}[dir=rtl]{line-height:1.7}
@media (max-width:500px){.sheet{margin:0;border-radius:0;border-width:0 0 1px}}
`;

function layout(title: string, body: string, lang: GatewayLanguage = 'en'): string {
  const w = WORDS[lang];
  const urdu = lang === 'ur';
  // Urdu pages are set in Noto Naskh Arabic (gateway-font.ts); English pages never fetch it.
  return `<!doctype html>
<html lang="${lang}"${urdu ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>${urdu ? `\n${URDU_FONT_HEAD}` : ''}
<style>${STYLE}${urdu ? URDU_FONT_STYLE : ''}</style>
</head>
<body>
<main class="sheet">
<div class="bar"><strong lang="en">PayLink</strong><span>${esc(w.secure)}</span></div>
<p class="test" role="note">${esc(w.testBanner)}</p>
${body}
</main>
</body>
</html>`;
}

const radio = (name: string, id: string, value: string, label: string, checked: boolean) =>
  `<label class="choice" for="${id}"><input type="radio" id="${id}" name="${name}" value="${esc(value)}"${checked ? ' checked' : ''}>${esc(label)}</label>`;

const walletFields = (walletHint: string, w: GatewayWords) =>
  `<div class="field"><label for="wallet-number">${esc(w.walletNumber)}</label><input id="wallet-number" name="wallet_number" inputmode="numeric" autocomplete="tel" dir="ltr" placeholder="03XXXXXXXXX"${walletHint ? ' aria-describedby="wallet-hint"' : ''}>${walletHint ? `<span class="note" id="wallet-hint">${w.onFile(esc(walletHint))}</span>` : ''}</div>`;

const cardFields = (
  w: GatewayWords,
) => `<div class="field"><label for="card-number">${esc(w.cardNumber)}</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" dir="ltr" value="4242 4242 4242 4242"></div>
<div class="row">
<div class="field"><label for="card-expiry">${esc(w.expiry)}</label><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" dir="ltr" value="12/30"></div>
<div class="field"><label for="card-cvc">${esc(w.cvc)}</label><input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" dir="ltr" value="123"></div>
</div>`;

/** Urdu's part-of-day convention (the portal's lib/format-time.ts): "صبح 9:40", "رات 9:00". */
function urduTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const part = h >= 4 && h < 12 ? 'صبح' : h >= 12 && h < 16 ? 'دوپہر' : h >= 16 && h < 19 ? 'شام' : 'رات';
  return `${part} ${ltr(`${h % 12 || 12}:${String(m).padStart(2, '0')}`)}`;
}

export function paymentPage(v: PaymentPageView): string {
  // The portal's checkout already asked how to pay; like a real hosted page opened for one method,
  // the gateway shows that method and asks only for its details (back to SehatLink to change it).
  const w = WORDS[v.lang];
  const urdu = v.lang === 'ur';
  // In Urdu, values that stay in Latin script (amounts, references, names) are isolated left to right.
  const iso = (html: string) => (urdu ? ltr(html) : html);
  // "Rs. 2,000" is never split across lines, nor reordered inside Urdu.
  const amount = urdu ? ltr(esc(rupees(v.amount))) : `<span class="nowrap">${esc(rupees(v.amount))}</span>`;
  const isCard = v.method === PaymentMethod.card;
  const outcomes = [...TEST_OUTCOMES];
  if (!outcomes.some((o) => o.code === v.outcome)) outcomes.push({ code: v.outcome, detail: 'preset by QA' });
  const outcomeRadios = outcomes
    .map((o) => radio('code', `code-${o.code}`, o.code, outcomeLabel(o.code, o.detail, w), o.code === v.outcome))
    .join('\n');
  const time = urdu ? urduTime(v.time) : esc(formatTime12h(v.time));
  const when = w.pakistanTime(`${esc(longDate(v.date, v.lang))}${w.comma}${time}`);
  const where = v.clinic === null ? esc(w.online) : w.inClinic(iso(esc(v.clinic)));
  const doctor = `${esc(v.doctorName)}${v.specialities.length ? `, ${esc(v.specialities.join(', '))}` : ''}`;
  const back = `${checkoutPath(v.appointmentId)}`;
  return layout(
    w.title(rupees(v.amount)),
    `<section class="pad" aria-labelledby="summary">
<h1 id="summary">${esc(w.heading)}</h1>
<p class="amount">${amount}</p>
<dl>
<dt>${esc(w.merchant)}</dt><dd>SehatLink</dd>
<dt>${esc(w.reference)}</dt><dd>${iso(esc(v.paymentId))}</dd>
<dt>${esc(w.doctor)}</dt><dd>${iso(doctor)}</dd>
<dt>${esc(w.when)}</dt><dd>${when}</dd>
<dt>${esc(w.where)}</dt><dd>${where}</dd>
<dt>${esc(w.patient)}</dt><dd>${urdu ? `<bdi dir="auto">${esc(v.patientName)}</bdi>` : esc(v.patientName)}</dd>
</dl>
<p class="note">${w.minutesLeft(v.minutesLeft)}</p>
</section>
<form class="pad" method="post" action="/__gateway/pay${urdu ? '?lang=ur' : ''}">
<input type="hidden" name="payment_id" value="${esc(v.paymentId)}">
<input type="hidden" name="token" value="${esc(v.token)}">
<input type="hidden" name="method" value="${esc(v.method)}">${urdu ? '\n<input type="hidden" name="lang" value="ur">' : ''}
<p class="method" id="method">${esc(w.payWith)} <strong>${esc(w.method[v.method])}</strong> <a href="${back}">${esc(w.change)}</a></p>
${isCard ? cardFields(w) : walletFields(v.walletHint, w)}
<fieldset class="test-mode"><legend>${esc(w.chooseOutcome)}</legend>
${outcomeRadios}
</fieldset>
<button type="submit">${w.pay(amount)}</button>
<a class="back" href="${back}">${esc(w.cancel)}</a>
</form>`,
    v.lang,
  );
}

/**
 * An error or notice page, with a way back to the portal when there is an appointment to return to.
 * `message` is HTML from gateway-words.ts (its values already escaped and isolated), never a request's text.
 */
export function messagePage(
  title: string,
  message: string,
  appointmentId?: number,
  lang: GatewayLanguage = 'en',
): string {
  const back =
    appointmentId === undefined
      ? ''
      : `<a class="back" href="${checkoutPath(appointmentId)}">${esc(WORDS[lang].back)}</a>`;
  return layout(title, `<section class="pad"><h1>${esc(title)}</h1><p>${message}</p>${back}</section>`, lang);
}
