import { ok, type HandlerTable } from '../../http/handler.ts';

export const pharmacyHandlers = {
  listPharmacySubscriptionPackages: ({ ctx }) => ok({ message: 'OK', data: { packages: ctx.store.data.packages } }),
} satisfies HandlerTable;
