import { PaymentMethod, type PaymentResult } from '@ehp/api-types';

// The simulated gateway's words in the payer's language (startPayment's `lang`, carried in the
// gateway URL as JazzCash carries pp_Language). Urdu pages are right to left; codes, amounts,
// references and phone numbers sit in left-to-right isolates there.

export type GatewayLanguage = 'en' | 'ur';

export const gatewayLanguage = (value: unknown): GatewayLanguage => (value === 'ur' ? 'ur' : 'en');

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
  comma: '، ',
};

export const WORDS: Record<GatewayLanguage, GatewayWords> = { en, ur };
