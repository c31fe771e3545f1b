import { DemoFor } from '@/config/constants';
import type { demoProducts as en } from '../demo';

/** What a demo is requested for, by the hero slide id (demo_for). */
export const demoProducts: typeof en = {
  [DemoFor.CLINIC_MANAGEMENT]: 'کلینک مینجمنٹ سسٹم',
  [DemoFor.PHARMACY]: 'فارمیسی مینجمنٹ سافٹ ویئر',
  [DemoFor.HOSPITAL]: 'ہسپتال مینجمنٹ سسٹم',
};
