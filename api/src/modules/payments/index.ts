export { MERCHANT_NAME } from './constants';
export { orderRef } from './lifecycle';
export { findUserOrder } from './repository';
export type { OrderRow } from './repository';
export { appPaymentsService } from './app-service';
export { seedPaidOrder, seedPendingOrder } from './seed';
export type { PaymentsService } from './service';
