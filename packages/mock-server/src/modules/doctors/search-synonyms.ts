import type { CommonCondition } from '@ehp/api-types';

// The words patients type for the common specialities and conditions, in Roman Urdu and Urdu
// script (and plain-English lay words). THE one table: GET /api/doctors/suggestions reads it, the
// portal asks that operation and never keeps a copy. Names are the directory's own (seed) names.

export const SPECIALITY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  Cardiologist: ['dil', 'dil ka doctor', 'heart', 'heart specialist', 'دل', 'دل کا ڈاکٹر', 'امراض قلب'],
  Dermatologist: ['jild', 'jild ka doctor', 'skin', 'skin specialist', 'جلد', 'جلد کا ڈاکٹر', 'کھال'],
  Endocrinologist: [
    'sugar',
    'shugar',
    'sugar ka doctor',
    'diabetologist',
    'thyroid',
    'شوگر',
    'ذیابیطس',
    'شوگر کا ڈاکٹر',
  ],
  Pediatrician: [
    'bachon ka doctor',
    'bachay',
    'bachon',
    'child specialist',
    'children',
    'paediatrician',
    'بچوں کا ڈاکٹر',
    'بچے',
  ],
  Gynecologist: ['lady doctor', 'aurton ka doctor', 'gynae', 'gynaecologist', 'زنانہ ڈاکٹر', 'گائنی', 'لیڈی ڈاکٹر'],
  'General Physician': ['bukhar', 'family doctor', 'fever', 'بخار', 'عام ڈاکٹر', 'فیملی ڈاکٹر'],
  'Eye Specialist': ['aankh', 'ankh', 'ophthalmologist', 'آنکھ', 'آنکھوں کا ڈاکٹر'],
  Dentist: ['daant', 'dant', 'teeth', 'دانت', 'دانتوں کا ڈاکٹر'],
  'ENT Specialist': ['kaan', 'naak', 'gala', 'کان', 'ناک', 'گلا'],
  'Orthopedic Surgeon': ['haddi', 'haddiyon ka doctor', 'bones', 'ہڈی', 'ہڈیوں کا ڈاکٹر', 'جوڑ'],
  Neurologist: ['dimagh', 'nas', 'دماغ', 'اعصاب'],
  Psychiatrist: ['nafsiyat', 'ذہنی صحت', 'نفسیات'],
  Gastroenterologist: ['pait', 'pet', 'meda', 'پیٹ', 'معدہ'],
  Nephrologist: ['gurde', 'kidney', 'گردے'],
  Urologist: ['peshab', 'پیشاب'],
  Pulmonologist: ['saans', 'phephre', 'dama', 'سانس', 'پھیپھڑے', 'دمہ'],
};

export const CONDITION_SYNONYMS: Readonly<Partial<Record<CommonCondition, readonly string[]>>> = {
  Diabetes: ['sugar', 'shugar', 'ziabetes', 'شوگر', 'ذیابیطس'],
  'High Blood Pressure': ['bp', 'blood pressure', 'high bp', 'بلڈ پریشر', 'ہائی بلڈ پریشر'],
  'Heart disease': ['dil ki bimari', 'دل کی بیماری'],
  Asthma: ['dama', 'دمہ'],
  Tuberculosis: ['tb', 'تپ دق'],
  Depression: ['udaasi', 'ڈپریشن'],
  'Hepatitis B': ['yarqan', 'peeliya', 'یرقان'],
  'Hepatitis C': ['yarqan', 'peeliya', 'یرقان'],
  Migraine: ['sar dard', 'سر درد', 'آدھے سر کا درد'],
  'Kidney disease': ['gurde ki bimari', 'گردے کی بیماری'],
  Anaemia: ['khoon ki kami', 'خون کی کمی'],
  Obesity: ['motapa', 'موٹاپا'],
};
