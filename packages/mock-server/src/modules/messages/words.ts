import { formatTime12h, parseClock, weekdayOf } from '@ehp/api-types';
import type { AppointmentMessageKind, MessageKind } from '../../store/types.ts';

// The words of every message to a patient, in English and Urdu (the language the patient booked
// in). Whole sentences, one function per kind; numbers, amounts, links and names stay Latin (an SMS
// app shows them left to right inside the Urdu sentence).

export type MessageLang = 'en' | 'ur';

/** What a message says about its appointment. */
export interface MessageFacts {
  doctor: string;
  /** YYYY-MM-DD and HH:MM:SS, Pakistan time. */
  date: string;
  time: string;
  online: boolean;
  /** The clinic's name and address (in-clinic visits). */
  place: string | null;
  fee: number;
  paid: boolean;
  /** The free follow-up of an earlier visit: nothing to pay. */
  freeFollowUp?: boolean;
  /** The fee is paid at the clinic (payAtClinic), not online. */
  payAtClinic?: boolean;
  /** Where the patient cancels: My appointments in the portal. */
  appointmentsUrl: string;
  /** The signed join link (the 10-minute reminder and the missed-call notice). */
  joinLink?: string;
  /** When the doctor rang (missed-call notice), HH:MM:SS Pakistan time. */
  calledAt?: string;
  /** The signed link to the appointment's page with the doctor's advice (prescription_ready). */
  visitLink?: string;
  /** The time before the move (reschedule notice), Pakistan date and time. */
  previous?: { date: string; time: string };
}

const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const UR_DAYS = ['اتوار', 'پیر', 'منگل', 'بدھ', 'جمعرات', 'جمعہ', 'ہفتہ'];
const UR_MONTHS = [
  'جنوری',
  'فروری',
  'مارچ',
  'اپریل',
  'مئی',
  'جون',
  'جولائی',
  'اگست',
  'ستمبر',
  'اکتوبر',
  'نومبر',
  'دسمبر',
];

/** Rs. 2,000 (Latin digits in both languages, as the portal shows amounts). */
export const rupees = (amount: number): string => `Rs. ${amount.toLocaleString('en-US')}`;

const month = (date: string) => Number(date.slice(5, 7)) - 1;
const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** 'Tuesday 24 November, 06:20 PM' */
export const enWhen = (date: string, time: string): string =>
  `${EN_DAYS[weekdayOf(date)]} ${dayOfMonth(date)} ${EN_MONTHS[month(date)]}, ${formatTime12h(time)}`;

/** 'شام 6:20': the part of the day, then the 12-hour time (as the portal writes Urdu times, docs/i18n.md "Times"). */
export function urTime(time: string): string {
  const clock = parseClock(time);
  if (!clock) return time;
  const { hours } = clock;
  const part = hours < 4 ? 'رات' : hours < 12 ? 'صبح' : hours < 16 ? 'دوپہر' : hours < 19 ? 'شام' : 'رات';
  return `${part} ${clock.h12}:${clock.minutes}`;
}

/** 'منگل، 24 نومبر، شام 6:20' */
export const urWhen = (date: string, time: string): string =>
  `${UR_DAYS[weekdayOf(date)]}، ${dayOfMonth(date)} ${UR_MONTHS[month(date)]}، ${urTime(time)}`;

const EN_BRAND = 'SehatLink:';
const UR_BRAND = 'صحت لنک:';

function enWhere(f: MessageFacts): string {
  return f.online
    ? 'Video consultation: the doctor calls you in the SehatLink portal.'
    : `Place: ${f.place ?? 'the clinic'}.`;
}
function urWhere(f: MessageFacts): string {
  return f.online ? 'ویڈیو مشاورت: ڈاکٹر آپ کو صحت لنک پورٹل میں کال کریں گے۔' : `جگہ: ${f.place ?? 'کلینک'}۔`;
}

/** What a reminder says about the fee: only a visit to pay at the clinic has one to bring. */
const enFeeDue = (f: MessageFacts): string =>
  f.payAtClinic && !f.paid ? ` Please pay the fee of ${rupees(f.fee)} at the clinic.` : '';
const urFeeDue = (f: MessageFacts): string =>
  f.payAtClinic && !f.paid ? ` براہ کرم ${rupees(f.fee)} کی فیس کلینک پر ادا کریں۔` : '';

const EN: Record<AppointmentMessageKind, (f: MessageFacts) => string> = {
  booking_confirmed: (f) =>
    `${EN_BRAND} Your appointment with ${f.doctor} is confirmed for ${enWhen(f.date, f.time)} (Pakistan time). ${enWhere(f)} ${f.freeFollowUp ? 'This is your free follow-up: there is no fee.' : `Fee: ${rupees(f.fee)}${f.paid ? ', paid' : f.payAtClinic ? ', to pay at the clinic' : ''}.`} To cancel, open My appointments before the visit starts: ${f.appointmentsUrl}`,
  reminder_24h: (f) =>
    `${EN_BRAND} Reminder: your appointment with ${f.doctor} is on ${enWhen(f.date, f.time)} (Pakistan time). ${enWhere(f)}${enFeeDue(f)} To cancel, open My appointments: ${f.appointmentsUrl}`,
  reminder_1h: (f) =>
    `${EN_BRAND} Your appointment with ${f.doctor} starts in about an hour, at ${formatTime12h(f.time)} (Pakistan time). ${enWhere(f)}${enFeeDue(f)}`,
  reminder_10m: (f) =>
    `${EN_BRAND} ${f.doctor} will call you at ${formatTime12h(f.time)} (Pakistan time). Open this link now to be ready for the call: ${f.joinLink ?? f.appointmentsUrl}`,
  missed_call: (f) =>
    `${EN_BRAND} ${f.doctor} tried to call you at ${formatTime12h(f.calledAt ?? f.time)} (Pakistan time). Open this link and tap I'm ready, and the doctor will call again: ${f.joinLink ?? f.appointmentsUrl}`,
  cancelled: (f) =>
    `${EN_BRAND} Your appointment with ${f.doctor} on ${enWhen(f.date, f.time)} (Pakistan time) is cancelled.${f.paid ? ` The fee of ${rupees(f.fee)} is being refunded to you.` : ''}`,
  refunded: (f) =>
    `${EN_BRAND} ${rupees(f.fee)} for your cancelled appointment with ${f.doctor} has been refunded to the account you paid from.`,
  prescription_ready: (f) =>
    `${EN_BRAND} ${f.doctor} has written your advice and prescription after your visit on ${enWhen(f.date, f.time)}. Open it here to read or print it: ${f.visitLink ?? f.appointmentsUrl}`,
  rescheduled: (f) =>
    `${EN_BRAND} Your appointment with ${f.doctor}${f.previous ? ` on ${enWhen(f.previous.date, f.previous.time)}` : ''} has moved to ${enWhen(f.date, f.time)} (Pakistan time). ${enWhere(f)} Fee: ${rupees(f.fee)}${f.paid ? ', paid' : ', to pay at the clinic'}. To see or cancel it, open My appointments: ${f.appointmentsUrl}`,
};

const UR: Record<AppointmentMessageKind, (f: MessageFacts) => string> = {
  booking_confirmed: (f) =>
    `${UR_BRAND} ${f.doctor} کے ساتھ آپ کی اپائنٹمنٹ ${urWhen(f.date, f.time)} (پاکستانی وقت) کے لیے کنفرم ہو گئی ہے۔ ${urWhere(f)} ${f.freeFollowUp ? 'یہ آپ کا مفت فالو اپ ہے: کوئی فیس نہیں۔' : `فیس: ${rupees(f.fee)}${f.paid ? '، ادا شدہ' : f.payAtClinic ? '، کلینک پر ادا کرنی ہے' : ''}۔`} منسوخ کرنے کے لیے ملاقات شروع ہونے سے پہلے میری اپائنٹمنٹس کھولیں: ${f.appointmentsUrl}`,
  reminder_24h: (f) =>
    `${UR_BRAND} یاد دہانی: ${f.doctor} کے ساتھ آپ کی اپائنٹمنٹ ${urWhen(f.date, f.time)} (پاکستانی وقت) ہے۔ ${urWhere(f)}${urFeeDue(f)} منسوخ کرنے کے لیے میری اپائنٹمنٹس کھولیں: ${f.appointmentsUrl}`,
  reminder_1h: (f) =>
    `${UR_BRAND} ${f.doctor} کے ساتھ آپ کی اپائنٹمنٹ تقریباً ایک گھنٹے میں، ${urTime(f.time)} (پاکستانی وقت) پر شروع ہو گی۔ ${urWhere(f)}${urFeeDue(f)}`,
  reminder_10m: (f) =>
    `${UR_BRAND} ${f.doctor} آپ کو ${urTime(f.time)} (پاکستانی وقت) پر کال کریں گے۔ کال کے لیے تیار رہنے کو یہ لنک ابھی کھولیں: ${f.joinLink ?? f.appointmentsUrl}`,
  missed_call: (f) =>
    `${UR_BRAND} ${f.doctor} نے آپ کو ${urTime(f.calledAt ?? f.time)} (پاکستانی وقت) پر کال کرنے کی کوشش کی۔ یہ لنک کھولیں اور "میں تیار ہوں" دبائیں، ڈاکٹر دوبارہ کال کریں گے: ${f.joinLink ?? f.appointmentsUrl}`,
  cancelled: (f) =>
    `${UR_BRAND} ${f.doctor} کے ساتھ ${urWhen(f.date, f.time)} (پاکستانی وقت) کی آپ کی اپائنٹمنٹ منسوخ ہو گئی ہے۔${f.paid ? ` ${rupees(f.fee)} کی فیس آپ کو واپس کی جا رہی ہے۔` : ''}`,
  refunded: (f) =>
    `${UR_BRAND} ${f.doctor} کے ساتھ منسوخ شدہ اپائنٹمنٹ کے ${rupees(f.fee)} اس اکاؤنٹ میں واپس بھیج دیے گئے ہیں جس سے آپ نے ادائیگی کی تھی۔`,
  prescription_ready: (f) =>
    `${UR_BRAND} ${f.doctor} نے ${urWhen(f.date, f.time)} کی ملاقات کے بعد آپ کا مشورہ اور نسخہ لکھ دیا ہے۔ اسے پڑھنے یا پرنٹ کرنے کے لیے یہ لنک کھولیں: ${f.visitLink ?? f.appointmentsUrl}`,
  rescheduled: (f) =>
    `${UR_BRAND} ${f.doctor} کے ساتھ آپ کی اپائنٹمنٹ${f.previous ? ` (${urWhen(f.previous.date, f.previous.time)})` : ''} اب ${urWhen(f.date, f.time)} (پاکستانی وقت) پر منتقل ہو گئی ہے۔ ${urWhere(f)} فیس: ${rupees(f.fee)}${f.paid ? '، ادا شدہ' : '، کلینک پر ادا کریں'}۔ دیکھنے یا منسوخ کرنے کے لیے میری اپائنٹمنٹس کھولیں: ${f.appointmentsUrl}`,
};

/** The text of a message of this kind, in the patient's language. */
export const messageText = (kind: AppointmentMessageKind, lang: MessageLang, facts: MessageFacts): string =>
  (lang === 'ur' ? UR : EN)[kind](facts);

/** Reminders, the missed-call notice and the prescription go by WhatsApp (the link opens in one tap); the rest by SMS. */
export const channelOf = (kind: MessageKind): 'sms' | 'whatsapp' =>
  kind.startsWith('reminder_') || kind === 'missed_call' || kind === 'prescription_ready' ? 'whatsapp' : 'sms';
