import { cityNames } from '@/content/cities';
import { authMessages } from './validation';

/** A city from the portal's list (its own module: only sign-up needs the list). */
export const cityRule = (value: string | null): string | null =>
  value && (cityNames as readonly string[]).includes(value) ? null : authMessages['city.required'];
