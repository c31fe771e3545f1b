import { clinicArt, hospitalArt, pharmacyArt } from '@/assets/hero';
import { DemoFor } from '@/config/constants';

export type HeroSlide = { id: DemoFor; title: string; highlight: string; text: string; src: string; alt: string };

/** The three hero slides; the id doubles as demo_for of a demo request. */
export const heroSlides: HeroSlide[] = [
  {
    id: DemoFor.CLINIC_MANAGEMENT,
    title: 'Run your clinic on',
    highlight: 'Clinic Management',
    text: 'Appointments, patient records, digital prescriptions, billing and video consultations in one system. Your reception, doctors and accounts see the same day at a glance.',
    src: clinicArt,
    alt: 'Illustration of a clinic building next to an appointment calendar',
  },
  {
    id: DemoFor.PHARMACY,
    title: 'Sell faster with',
    highlight: 'Pharmacy Management',
    text: 'Barcode billing, batch and expiry tracking, supplier orders and shift-wise sales reports. Never run out of a fast-moving medicine again.',
    src: pharmacyArt,
    alt: 'Illustration of pharmacy shelves with medicine bottles and a capsule',
  },
  {
    id: DemoFor.HOSPITAL,
    title: 'Connect every ward with',
    highlight: 'Hospital Management',
    text: 'OPD and IPD, admissions and discharges, duty rosters, lab results and billing on one secure platform, from a 20-bed hospital to a multi-branch network.',
    src: hospitalArt,
    alt: 'Illustration of a hospital building with a medical cross sign',
  },
];

export const HERO_IMAGE_SIZE = { width: 480, height: 360 } as const;
