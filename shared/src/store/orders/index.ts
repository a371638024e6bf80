// The order commands (`@arbora/shared/store/orders`): validating a cart into an order and reading
// a payment's outcome. Only the checkout's pages run them, so they are a lazy subpath: the first
// checkout page provides them. They act on the store's singleton cart (`@arbora/shared/store`).
export { confirmOrder, startValidation, validateOrder } from './order-commands';
export type { ValidateOptions } from './order-commands';
