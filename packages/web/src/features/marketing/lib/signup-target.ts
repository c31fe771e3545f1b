import { DemoFor } from '@/config/constants';
import { paths } from '@/config/paths';

/** Where the hero's SIGN UP button leads for the slide on show (SPEC section 2). */
export function signUpPathForSlide(slideId: number): string {
  switch (slideId) {
    case DemoFor.CLINIC_MANAGEMENT:
      return paths.products.clinicPackages;
    case DemoFor.PHARMACY:
      return paths.signup.pharmacy;
    case DemoFor.HOSPITAL:
      return paths.signup.hospital;
    default:
      return paths.signup.default;
  }
}
