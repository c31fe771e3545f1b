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
];

export function findSpeciality(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return SPECIALITIES.find((s) => s.toLowerCase() === wanted);
}
