// Rules both the portal and the mock server apply: one home for each contract fact.
export * from './pakistan-time.ts';
export * from './schedule.ts';
export * from './payment-result.ts';
export * from './conditions.ts';
export * from './attachment.ts';
export * from './amount.ts';
export * from './lab-price.ts';
export * from './error-code.ts';
export * from './email.ts';
export * from './visit-advice.ts';
