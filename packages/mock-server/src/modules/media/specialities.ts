/** Specialities with artwork (doctor search tiles); matched case-insensitively. */
export const SPECIALITIES = [
  'General Physician',
  'Cardiologist',
  'Dermatologist',
  'Gynecologist',
  'Pediatrician',
  'Neurologist',
  'Orthopedic Surgeon',
  'ENT Specialist',
  'Psychiatrist',
  'Urologist',
  'Dentist',
  'Eye Specialist',
  'Gastroenterologist',
  'Pulmonologist',
  'Endocrinologist',
  'Nephrologist',
  'Oncologist',
  'Diabetologist',
  // The rest of the portal's speciality list (packages/web/src/content/specialities.ts), so its
  // search tiles never request missing artwork.
  'Psychologist',
  'Hepatologist',
  'Rheumatologist',
  'Hematologist',
  'Nutritionist',
  'General Surgeon',
  'Physiotherapist',
];

export function findSpeciality(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return SPECIALITIES.find((s) => s.toLowerCase() === wanted);
}
