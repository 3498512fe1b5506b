export { MERCHANT_NAME } from './constants';
export { orderRef } from './lifecycle';
export { findUserOrder } from './repository';
export type { OrderRow } from './repository';
export { appPaymentsService } from './routes';
export { seedPaidOrder, seedPendingOrder } from './seed';
export type { PaymentsService } from './service';
