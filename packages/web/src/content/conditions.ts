// Common conditions a patient can pick from (profile history, search filters).

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
