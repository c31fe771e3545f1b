// Common conditions (SPEC section 3) and the specialists who usually treat them: the doctor search
// filters by condition on the server, and the portal shows the same suggestions.

export const commonConditions = [
  'Diabetes',
  'Asthma',
  'Cancer',
  'Epilepsy',
  'Heart disease',
  'High Blood Pressure',
  'Tuberculosis',
  'Depression',
  'Hepatitis B',
  'Hepatitis C',
  'Thyroid disorder',
  'Arthritis',
  'Kidney disease',
  'Migraine',
  'Anxiety',
  'Allergies',
  'Anaemia',
  'Obesity',
  'High Cholesterol',
  'Stroke',
] as const;

export type CommonCondition = (typeof commonConditions)[number];

/** Which specialists usually treat each common condition, most relevant first. */
export const conditionSpecialities: Record<CommonCondition, readonly string[]> = {
  Diabetes: ['Endocrinologist', 'General Physician', 'Nutritionist'],
  Asthma: ['Pulmonologist', 'General Physician'],
  Cancer: ['Oncologist', 'Hematologist'],
  Epilepsy: ['Neurologist'],
  'Heart disease': ['Cardiologist'],
  'High Blood Pressure': ['Cardiologist', 'General Physician', 'Nephrologist'],
  Tuberculosis: ['Pulmonologist', 'General Physician'],
  Depression: ['Psychiatrist', 'Psychologist'],
  'Hepatitis B': ['Hepatologist', 'Gastroenterologist'],
  'Hepatitis C': ['Hepatologist', 'Gastroenterologist'],
  'Thyroid disorder': ['Endocrinologist'],
  Arthritis: ['Rheumatologist', 'Orthopedic Surgeon'],
  'Kidney disease': ['Nephrologist', 'Urologist'],
  Migraine: ['Neurologist'],
  Anxiety: ['Psychiatrist', 'Psychologist'],
  Allergies: ['ENT Specialist', 'Dermatologist', 'Pulmonologist'],
  Anaemia: ['Hematologist', 'General Physician'],
  Obesity: ['Nutritionist', 'Endocrinologist'],
  'High Cholesterol': ['Cardiologist', 'Nutritionist'],
  Stroke: ['Neurologist', 'Physiotherapist'],
};

export const isCommonCondition = (value: string): value is CommonCondition =>
  (commonConditions as readonly string[]).includes(value);

export function specialitiesFor(condition: string | null | undefined): readonly string[] {
  return condition && isCommonCondition(condition) ? conditionSpecialities[condition] : [];
}
