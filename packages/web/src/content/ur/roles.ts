import type { Role } from '@/lib/session';
import { roleHome, signInPathOf } from '../roles';

export { roleHome, signInPathOf };

/** How each audience is named in Urdu sentences ("آپ کلینک کے مالک کے طور پر سائن اِن ہیں"). */
export const roleNames: Record<Role, string> = {
  patient: 'مریض',
  clinic_owner: 'کلینک کے مالک',
  doctor: 'ڈاکٹر',
  staff: 'کلینک کے عملے کے رکن',
};
