import { DemoFor } from '@/config/constants';

/** What a demo is requested for, by the hero slide id (demo_for). */
export const demoProducts: Record<DemoFor, string> = {
  [DemoFor.CLINIC_MANAGEMENT]: 'Clinic Management System',
  [DemoFor.PHARMACY]: 'Pharmacy Management Software',
  [DemoFor.HOSPITAL]: 'Hospital Management System',
};
