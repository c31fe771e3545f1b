// Urdu labels for the common conditions. The list itself (the values the doctor search filters by
// on the server) stays English in @ehp/api-types; only the label shown to the patient is Urdu.
import { commonConditions, type CommonCondition } from '@ehp/api-types';

export { commonConditions, type CommonCondition };

/** The Urdu name of each condition, by its English (API) value. */
export const conditionLabels: Record<CommonCondition, string> = {
  Diabetes: 'ذیابیطس (شوگر)',
  Asthma: 'دمہ',
  Cancer: 'کینسر',
  Epilepsy: 'مرگی',
  'Heart disease': 'دل کے امراض',
  'High Blood Pressure': 'ہائی بلڈ پریشر',
  Tuberculosis: 'ٹی بی',
  Depression: 'ڈپریشن',
  'Hepatitis B': 'ہیپاٹائٹس بی',
  'Hepatitis C': 'ہیپاٹائٹس سی',
  'Thyroid disorder': 'تھائرائیڈ کے امراض',
  Arthritis: 'جوڑوں کا درد (گٹھیا)',
  'Kidney disease': 'گردوں کے امراض',
  Migraine: 'درد شقیقہ (مائیگرین)',
  Anxiety: 'گھبراہٹ (اینگزائٹی)',
  Allergies: 'الرجی',
  Anaemia: 'خون کی کمی',
  Obesity: 'موٹاپا',
  'High Cholesterol': 'ہائی کولیسٹرول',
  Stroke: 'فالج',
};

/** Chip or select data: English value, Urdu label. */
export const conditionOptions: { value: CommonCondition; label: string }[] = commonConditions.map((value) => ({
  value,
  label: conditionLabels[value],
}));
