// Medical specialities offered on SehatLink. The name doubles as the key of its artwork
// (/api/speciality/image/get?name=...), so names follow the contract's pattern: letters,
// spaces and & ( ) . , ' - only.

export type Speciality = { name: string; description: string };

export const specialities: readonly Speciality[] = [
  { name: 'General Physician', description: 'Fever, flu, infections and everyday health concerns' },
  { name: 'Gynecologist', description: "Women's health, pregnancy and fertility" },
  { name: 'Pediatrician', description: 'Newborns, children and teenagers' },
  { name: 'Dermatologist', description: 'Skin, hair and nail conditions' },
  { name: 'Cardiologist', description: 'Heart disease, chest pain and blood pressure' },
  { name: 'Endocrinologist', description: 'Diabetes, thyroid and hormone disorders' },
  { name: 'Pulmonologist', description: 'Asthma, tuberculosis and breathing problems' },
  { name: 'Neurologist', description: 'Epilepsy, migraine, stroke and nerve disorders' },
  { name: 'Psychiatrist', description: 'Depression, anxiety and mental health' },
  { name: 'Psychologist', description: 'Counselling and talk therapy' },
  { name: 'Gastroenterologist', description: 'Stomach, liver and digestive problems' },
  { name: 'Hepatologist', description: 'Hepatitis B and C and liver disease' },
  { name: 'Nephrologist', description: 'Kidney disease and dialysis care' },
  { name: 'Urologist', description: 'Kidney stones, bladder and prostate' },
  { name: 'Orthopedic Surgeon', description: 'Bones, joints, fractures and back pain' },
  { name: 'Rheumatologist', description: 'Arthritis and autoimmune conditions' },
  { name: 'ENT Specialist', description: 'Ear, nose and throat' },
  { name: 'Eye Specialist', description: 'Vision, cataract and eye infections' },
  { name: 'Dentist', description: 'Teeth, gums and oral health' },
  { name: 'Oncologist', description: 'Cancer diagnosis and treatment' },
  { name: 'Hematologist', description: 'Anaemia and blood disorders' },
  { name: 'Nutritionist', description: 'Diet plans, weight and cholesterol' },
  { name: 'General Surgeon', description: 'Hernia, gallbladder and other surgery' },
  { name: 'Physiotherapist', description: 'Rehabilitation, posture and sports injuries' },
];

export const specialityNames: readonly string[] = specialities.map((s) => s.name);
