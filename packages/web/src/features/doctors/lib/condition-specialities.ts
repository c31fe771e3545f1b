import { commonConditions, type CommonCondition } from '@/content/conditions';

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

const isCommonCondition = (value: string): value is CommonCondition =>
  (commonConditions as readonly string[]).includes(value);

export function specialitiesFor(condition: string | null): readonly string[] {
  return condition && isCommonCondition(condition) ? conditionSpecialities[condition] : [];
}
