import { specialityNames } from '@/content/specialities';
import { authMessages } from './validation';

/** A doctor's speciality: one of the portal's list (its own module: only sign-up needs the list). */
export const specialityRule = (value: string | null): string | null =>
  value && specialityNames.includes(value) ? null : authMessages['speciality.required'];
