import { api } from '@arbora/shared/api';
import { orderSummarySchema, paginated, type OrderSummary } from '@arbora/shared/schemas';
import { queryOptions } from '@tanstack/react-query';

export const ORDERS_PER_PAGE = 10;

export interface OrdersPage {
  items: OrderSummary[];
  pagination: { page: number; perPage: number; total: number; pages: number };
}

/** GET /v1/order: the customer's orders, newest first (token call). */
export async function getOrders(page: number, perPage = ORDERS_PER_PAGE): Promise<OrdersPage> {
  return paginated(orderSummarySchema).parse(await api.get('/order', { query: { page, perPage } }));
}

export const ordersQuery = (page: number, perPage = ORDERS_PER_PAGE) =>
  queryOptions({ queryKey: ['account', 'orders', page, perPage], queryFn: () => getOrders(page, perPage) });
