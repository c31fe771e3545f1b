import { HOLD_MINUTES, PaymentMethod, type PaymentResult } from '@ehp/api-types';

// The simulated gateway's words in the payer's language (startPayment's `lang`, carried in the
// gateway URL as JazzCash carries pp_Language). Urdu pages are right to left; codes, amounts,
// references and phone numbers sit in left-to-right isolates there.

export type GatewayLanguage = 'en' | 'ur';

export const gatewayLanguage = (value: unknown): GatewayLanguage => (value === 'ur' ? 'ur' : 'en');

/** Everything the gateway can refuse, by what the payer needs to hear (gateway-router.ts chooses). */
export const GATEWAY_REFUSALS = [
  // No payment for this link: an unknown reference, a missing token or another payment's.
  'unknownPayment',
  // The payment already has its result (paid, declined, timed out…).
  'settled',
  'alreadyPaid',
  // The booking's hold ran out while the payer was away: the link has expired.
  'holdEnded',
  'appointmentCancelled',
  'paymentPending',
  // A link or a form that is incomplete or altered (400), a form over the size limit (413).
  'badLink',
  'badForm',
  'tooLarge',
  'noSuchPage',
  'serverError',
  'otherProblem',
] as const;
export type GatewayRefusal = (typeof GATEWAY_REFUSALS)[number];

export interface GatewayWords {
  secure: string;
  testBanner: string;
  title: (amount: string) => string;
  heading: string;
  merchant: string;
  reference: string;
  doctor: string;
  when: string;
  where: string;
  patient: string;
  online: string;
  inClinic: (place: string) => string;
  pakistanTime: (when: string) => string;
  minutesLeft: (minutes: number) => string;
  payWith: string;
  change: string;
  method: Record<PaymentMethod, string>;
  walletNumber: string;
  onFile: (masked: string) => string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  chooseOutcome: string;
  group: Record<PaymentResult, string>;
  detail: Record<string, string>;
  pay: (amount: string) => string;
  cancel: string;
  back: string;
  notFound: string;
  notPossible: string;
  pageNotFound: string;
  /** Each refusal as whole sentences: what happened and what the payer can do (HTML, values isolated). */
  refusal: Record<GatewayRefusal, string>;
  comma: string;
}

/** An LTR isolate that never breaks: "Rs. 2,000", "PAY-000003", "0345*****30" read whole inside Urdu. */
export const ltr = (html: string): string => `<bdi dir="ltr" class="nowrap">${html}</bdi>`;

const en: GatewayWords = {
  secure: 'Secure checkout',
  testBanner: 'TEST MODE: a simulated gateway. No money moves.',
  title: (amount) => `Pay ${amount} to SehatLink`,
  heading: 'Pay SehatLink',
  merchant: 'Merchant',
  reference: 'Reference',
  doctor: 'Doctor',
  when: 'When',
  where: 'Where',
  patient: 'Patient',
  online: 'Online video consultation',
  inClinic: (place) => `In clinic: ${place}`,
  pakistanTime: (when) => `${when} (Pakistan time)`,
  minutesLeft: (m) => `Complete the payment within ${m} minute${m === 1 ? '' : 's'}, while SehatLink holds the slot.`,
  payWith: 'Pay with',
  change: 'Change',
  method: {
    [PaymentMethod.jazzcash]: 'JazzCash',
    [PaymentMethod.easypaisa]: 'Easypaisa',
    [PaymentMethod.card]: 'Debit or credit card',
  },
  walletNumber: 'Mobile account number',
  onFile: (masked) => `SehatLink has ${masked} on file.`,
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  chooseOutcome: 'TEST MODE: choose the outcome',
  group: { completed: 'Completed', pending: 'Pending', failed: 'Failed' },
  detail: {},
  pay: (amount) => `Pay ${amount}`,
  cancel: 'Cancel and return to SehatLink',
  back: 'Return to SehatLink',
  notFound: 'Payment not found',
  notPossible: 'Payment not possible',
  pageNotFound: 'Page not found',
  refusal: {
    unknownPayment: 'No payment is waiting here for this link. Start the payment again from SehatLink.',
    settled:
      'This payment is already settled, so it cannot be made again here. To pay again, start a new payment from the checkout page at SehatLink.',
    alreadyPaid: 'This appointment is already paid, so nothing more is due.',
    holdEnded: `The ${HOLD_MINUTES}-minute hold on this slot has ended, so this payment link has expired. Please book the slot again at SehatLink.`,
    appointmentCancelled: 'This appointment was cancelled, so it cannot be paid. Please book a new slot at SehatLink.',
    paymentPending: 'A payment for this appointment is still pending. Wait for it to settle before you pay again.',
    badLink: 'This payment link is incomplete or damaged. Start the payment again from SehatLink.',
    badForm:
      'The payment form arrived incomplete or changed, so nothing was charged. Start the payment again from SehatLink.',
    tooLarge: 'The payment form sent was too large, so nothing was charged. Start the payment again from SehatLink.',
    noSuchPage: 'There is no such page on the payment gateway. Return to SehatLink and pay from your appointment.',
    serverError:
      'Something went wrong at the payment gateway. Return to SehatLink and check your appointment before you try again.',
    otherProblem: 'This payment cannot go ahead. Return to SehatLink and start it again.',
  },
  comma: ', ',
};

const ur: GatewayWords = {
  secure: 'محفوظ ادائیگی',
  testBanner: 'ٹیسٹ موڈ: یہ فرضی گیٹ وے ہے۔ کوئی رقم منتقل نہیں ہوتی۔',
  title: (amount) => `SehatLink کو ${amount} ادا کریں`,
  heading: 'SehatLink کو ادائیگی',
  merchant: 'وصول کنندہ',
  reference: 'حوالہ نمبر',
  doctor: 'ڈاکٹر',
  when: 'کب',
  where: 'کہاں',
  patient: 'مریض',
  online: 'آن لائن ویڈیو مشاورت',
  inClinic: (place) => `کلینک میں: ${place}`,
  pakistanTime: (when) => `${when} (پاکستانی وقت)`,
  minutesLeft: (m) => `ادائیگی ${ltr(String(m))} منٹ کے اندر مکمل کریں، جب تک SehatLink آپ کا وقت روکے ہوئے ہے۔`,
  payWith: 'ادائیگی بذریعہ',
  change: 'تبدیل کریں',
  method: {
    [PaymentMethod.jazzcash]: 'JazzCash',
    [PaymentMethod.easypaisa]: 'Easypaisa',
    [PaymentMethod.card]: 'ڈیبٹ یا کریڈٹ کارڈ',
  },
  walletNumber: 'موبائل اکاؤنٹ نمبر',
  onFile: (masked) => `SehatLink کے پاس آپ کا نمبر ${ltr(masked)} درج ہے۔`,
  cardNumber: 'کارڈ نمبر',
  expiry: 'میعاد (MM/YY)',
  cvc: 'CVC',
  chooseOutcome: 'ٹیسٹ موڈ: نتیجہ چنیں',
  group: { completed: 'مکمل', pending: 'زیرِ التوا', failed: 'ناکام' },
  detail: {
    declined: 'مسترد',
    'insufficient balance': 'ناکافی بیلنس',
    'timed out': 'وقت ختم',
    'cancelled by the payer': 'ادا کنندہ نے منسوخ کی',
    'preset by QA': 'QA کا طے کردہ',
  },
  pay: (amount) => `${amount} ادا کریں`,
  cancel: 'منسوخ کریں اور SehatLink پر واپس جائیں',
  back: 'SehatLink پر واپس جائیں',
  notFound: 'ادائیگی نہیں ملی',
  notPossible: 'ادائیگی ممکن نہیں',
  pageNotFound: 'صفحہ نہیں ملا',
  refusal: {
    unknownPayment: 'اس لنک کے لیے یہاں کوئی ادائیگی باقی نہیں۔ SehatLink سے ادائیگی دوبارہ شروع کریں۔',
    settled:
      'اس ادائیگی کا نتیجہ آ چکا ہے، اس لیے یہ یہاں دوبارہ نہیں ہو سکتی۔ دوبارہ ادائیگی کے لیے SehatLink کے چیک آؤٹ صفحے سے نئی ادائیگی شروع کریں۔',
    alreadyPaid: 'اس اپائنٹمنٹ کی ادائیگی ہو چکی ہے، اب کوئی رقم واجب نہیں۔',
    holdEnded: `اس وقت کے لیے ${ltr(String(HOLD_MINUTES))} منٹ کی مہلت ختم ہو چکی ہے، اس لیے ادائیگی کا یہ لنک اب کام نہیں کرتا۔ براہِ کرم SehatLink پر یہ وقت دوبارہ بُک کریں۔`,
    appointmentCancelled:
      'یہ اپائنٹمنٹ منسوخ ہو چکی ہے، اس لیے اس کی ادائیگی نہیں ہو سکتی۔ براہِ کرم SehatLink پر نیا وقت بُک کریں۔',
    paymentPending:
      'اس اپائنٹمنٹ کی ایک ادائیگی ابھی زیرِ التوا ہے۔ دوبارہ ادائیگی سے پہلے اس کا نتیجہ آنے کا انتظار کریں۔',
    badLink: 'ادائیگی کا یہ لنک نامکمل یا خراب ہے۔ SehatLink سے ادائیگی دوبارہ شروع کریں۔',
    badForm:
      'ادائیگی کا فارم نامکمل یا بدلا ہوا پہنچا، اس لیے کوئی رقم نہیں کٹی۔ SehatLink سے ادائیگی دوبارہ شروع کریں۔',
    tooLarge: 'بھیجا گیا فارم بہت بڑا تھا، اس لیے کوئی رقم نہیں کٹی۔ SehatLink سے ادائیگی دوبارہ شروع کریں۔',
    noSuchPage: 'ادائیگی کے گیٹ وے پر ایسا کوئی صفحہ نہیں۔ SehatLink پر واپس جائیں اور اپنی اپائنٹمنٹ سے ادائیگی کریں۔',
    serverError:
      'ادائیگی کے گیٹ وے میں کوئی خرابی ہو گئی۔ دوبارہ کوشش سے پہلے SehatLink پر واپس جا کر اپنی اپائنٹمنٹ دیکھ لیں۔',
    otherProblem: 'یہ ادائیگی آگے نہیں بڑھ سکتی۔ SehatLink پر واپس جائیں اور اسے دوبارہ شروع کریں۔',
  },
  comma: '، ',
};

export const WORDS: Record<GatewayLanguage, GatewayWords> = { en, ur };
