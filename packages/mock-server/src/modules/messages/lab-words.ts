import { enWhen, rupees, urWhen, type MessageLang } from './words.ts';

// The lab booking confirmation (SMS), in English and Urdu: the lab, the branch or home collection,
// the tests, the date and time in Pakistan time, the total and the reference. Names, amounts,
// addresses and links stay Latin (an SMS app shows them left to right inside the Urdu sentence).

export interface LabMessageFacts {
  reference: string;
  lab: string;
  branch: string;
  branchAddress: string;
  /** The collector comes to this address (home collection), else null: the patient goes to the branch. */
  homeAddress: string | null;
  tests: string[];
  /** YYYY-MM-DD and HH:MM:SS, Pakistan time. */
  date: string;
  time: string;
  total: number;
  /** Where the patient sees and cancels it: My appointments. */
  appointmentsUrl: string;
}

const EN_BRAND = 'SehatLink:';
const UR_BRAND = 'صحت لنک:';

function en(f: LabMessageFacts): string {
  const where = f.homeAddress
    ? `Home sample collection by ${f.lab} (${f.branch} branch) at ${f.homeAddress}`
    : `${f.lab}, ${f.branch} branch, ${f.branchAddress}`;
  return `${EN_BRAND} Your lab booking ${f.reference} is confirmed. ${where}, on ${enWhen(f.date, f.time)} (Pakistan time). Tests: ${f.tests.join(', ')}. Total: ${rupees(f.total)}, paid at the lab. To cancel, open My appointments: ${f.appointmentsUrl}`;
}

function ur(f: LabMessageFacts): string {
  const where = f.homeAddress
    ? `${f.lab} (${f.branch} برانچ) گھر سے نمونہ لے گی، پتہ: ${f.homeAddress}`
    : `${f.lab}، ${f.branch} برانچ، ${f.branchAddress}`;
  return `${UR_BRAND} آپ کی لیب بکنگ ${f.reference} کنفرم ہو گئی ہے۔ ${where}، ${urWhen(f.date, f.time)} (پاکستانی وقت)۔ ٹیسٹ: ${f.tests.join('، ')}۔ کل رقم: ${rupees(f.total)}، لیب پر ادا کریں۔ منسوخ کرنے کے لیے میری اپائنٹمنٹس کھولیں: ${f.appointmentsUrl}`;
}

/** The lab booking confirmation in the patient's language. */
export const labBookingText = (lang: MessageLang, facts: LabMessageFacts): string =>
  lang === 'ur' ? ur(facts) : en(facts);
