// Urdu labels for the medical specialities. `name` stays the English API value (the doctor search
// filter, the sign-up field and the key of the speciality's artwork); what users read is Urdu:
// `label` names the doctor (ماہرِ امراضِ قلب), `field` names the field of medicine (امراضِ قلب),
// `description` says what it treats.
import { specialityNames, type Speciality } from '../specialities';

export { specialityNames, type Speciality };

export type UrduSpeciality = Speciality & {
  /** The doctor: ماہرِ امراضِ قلب. */
  label: string;
  /** The field of medicine: امراضِ قلب. */
  field: string;
};

export const specialities: readonly UrduSpeciality[] = [
  {
    name: 'General Physician',
    label: 'جنرل فزیشن',
    field: 'عمومی امراض',
    description: 'بخار، نزلہ زکام، انفیکشن اور روزمرہ صحت کے مسائل',
  },
  {
    name: 'Gynecologist',
    label: 'ماہرِ امراضِ نسواں',
    field: 'امراضِ نسواں',
    description: 'خواتین کی صحت، حمل اور بانجھ پن',
  },
  { name: 'Pediatrician', label: 'ماہرِ امراضِ اطفال', field: 'امراضِ اطفال', description: 'نومولود، بچے اور نوعمر' },
  { name: 'Dermatologist', label: 'ماہرِ امراضِ جلد', field: 'امراضِ جلد', description: 'جلد، بالوں اور ناخنوں کے مسائل' },
  {
    name: 'Cardiologist',
    label: 'ماہرِ امراضِ قلب',
    field: 'امراضِ قلب',
    description: 'دل کی بیماریاں، سینے میں درد اور بلڈ پریشر',
  },
  {
    name: 'Endocrinologist',
    label: 'ماہرِ امراضِ غدود',
    field: 'امراضِ غدود',
    description: 'ذیابیطس (شوگر)، تھائرائیڈ اور ہارمونز کے امراض',
  },
  {
    name: 'Pulmonologist',
    label: 'ماہرِ امراضِ سینہ',
    field: 'امراضِ سینہ',
    description: 'دمہ، ٹی بی اور سانس کے مسائل',
  },
  {
    name: 'Neurologist',
    label: 'ماہرِ امراضِ دماغ و اعصاب',
    field: 'امراضِ دماغ و اعصاب',
    description: 'مرگی، درد شقیقہ (مائیگرین)، فالج اور اعصابی امراض',
  },
  {
    name: 'Psychiatrist',
    label: 'ماہرِ نفسیاتی امراض',
    field: 'نفسیاتی امراض',
    description: 'ڈپریشن، گھبراہٹ (اینگزائٹی) اور ذہنی صحت',
  },
  { name: 'Psychologist', label: 'ماہرِ نفسیات', field: 'نفسیات', description: 'کاؤنسلنگ اور بات چیت کے ذریعے علاج' },
  {
    name: 'Gastroenterologist',
    label: 'ماہرِ امراضِ معدہ',
    field: 'امراضِ معدہ',
    description: 'معدے، جگر اور نظامِ ہضم کے مسائل',
  },
  {
    name: 'Hepatologist',
    label: 'ماہرِ امراضِ جگر',
    field: 'امراضِ جگر',
    description: 'ہیپاٹائٹس بی اور سی اور جگر کے امراض',
  },
  {
    name: 'Nephrologist',
    label: 'ماہرِ امراضِ گردہ',
    field: 'امراضِ گردہ',
    description: 'گردوں کے امراض اور ڈائیلیسز',
  },
  {
    name: 'Urologist',
    label: 'ماہرِ امراضِ مثانہ (یورولوجسٹ)',
    field: 'امراضِ مثانہ (یورولوجی)',
    description: 'گردے کی پتھری، مثانہ اور پراسٹیٹ',
  },
  {
    name: 'Orthopedic Surgeon',
    label: 'آرتھوپیڈک سرجن',
    field: 'امراضِ ہڈی و جوڑ',
    description: 'ہڈیاں، جوڑ، فریکچر اور کمر درد',
  },
  {
    name: 'Rheumatologist',
    label: 'ماہرِ امراضِ گٹھیا',
    field: 'امراضِ گٹھیا',
    description: 'جوڑوں کا درد (آرتھرائٹس) اور آٹو امیون امراض',
  },
  {
    name: 'ENT Specialist',
    label: 'ماہرِ امراضِ ناک، کان و گلا',
    field: 'امراضِ ناک، کان و گلا',
    description: 'کان، ناک اور گلا',
  },
  {
    name: 'Eye Specialist',
    label: 'ماہرِ امراضِ چشم',
    field: 'امراضِ چشم',
    description: 'نظر کی کمزوری، موتیا اور آنکھوں کے انفیکشن',
  },
  { name: 'Dentist', label: 'ڈینٹسٹ', field: 'امراضِ دندان', description: 'دانت، مسوڑھے اور منہ کی صحت' },
  {
    name: 'Oncologist',
    label: 'ماہرِ امراضِ سرطان',
    field: 'امراضِ سرطان',
    description: 'کینسر کی تشخیص اور علاج',
  },
  { name: 'Hematologist', label: 'ماہرِ امراضِ خون', field: 'امراضِ خون', description: 'خون کی کمی اور خون کے امراض' },
  {
    name: 'Nutritionist',
    label: 'ماہرِ غذائیت',
    field: 'غذائیت',
    description: 'ڈائٹ پلان، وزن اور کولیسٹرول',
  },
  {
    name: 'General Surgeon',
    label: 'جنرل سرجن',
    field: 'جنرل سرجری',
    description: 'ہرنیا، پتے اور دیگر آپریشن',
  },
  {
    name: 'Physiotherapist',
    label: 'فزیوتھراپسٹ',
    field: 'فزیوتھراپی',
    description: 'بحالی، جسمانی ساخت (پوسچر) اور کھیل کے دوران لگنے والی چوٹیں',
  },
];

/** The Urdu doctor title of each speciality, by its English (API) name. */
export const specialityLabels: Readonly<Record<string, string>> = Object.fromEntries(
  specialities.map((s) => [s.name, s.label]),
);

/** Select data: English value, Urdu label (the doctor title). */
export const specialityOptions: { value: string; label: string }[] = specialities.map((s) => ({
  value: s.name,
  label: s.label,
}));
