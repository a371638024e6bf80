import { api, apiConfig, reportApiError, type Query, type ReportOptions } from '@arbora/shared/api';
import { isHttpError } from '@arbora/shared/errors';
// The store's singleton, by package name: a relative import would bundle a second cart store here.
import { cartStore, type OrderLike } from '@arbora/shared/store';

/** The ERP push of a stored order was delayed: good news in disguise (SPEC 8). */
const DELAYED_CODE = 'X3_ERROR';

/** A new cart starts after an order: token, lines and selections go, the order stays. */
function resetCartKeeping(order: OrderLike | null): void {
  cartStore.setState({ token: null, cart: null, selections: {}, order });
}

/** SPEC 4: starting a validation clears any previous order, so no page shows a stale one. */
export function startValidation(): void {
  cartStore.setState({ order: null });
}

/**
 * Validates the cart into an order (POST /cart/validation with the sales plan and the form data).
 * Success sets the order and resets the cart. X3_ERROR means the order is stored but its push to
 * the ERP is delayed: a success toast, the cart is reset, and the order is read later by
 * confirmOrder (resolves null). Any other failure keeps the cart, is told once, and is thrown.
 */
export async function validateOrder(
  form: Record<string, unknown> = {},
  options: ValidateOptions = {},
): Promise<OrderLike | null> {
  startValidation();
  const { token } = cartStore.getState();
  try {
    const order = await api.post<OrderLike>('/cart/validation', {
      body: { ...form, cart_token: token, saleplan_id: apiConfig().salesPlanId },
      ...(options.idempotencyKey ? { headers: { 'Idempotency-Key': options.idempotencyKey } } : {}),
    });
    resetCartKeeping(order);
    return order;
  } catch (error) {
    reportApiError(error, { successCodes: [DELAYED_CODE], silentCodes: options.silentCodes });
    if (isHttpError(error) && error.code === DELAYED_CODE) {
      // The API answers the stored order with X3_ERROR: the confirmation can show it at once.
      const stored = isOrder(error.data) ? error.data : null;
      resetCartKeeping(stored);
      return stored;
    }
    throw error;
  }
}

const isOrder = (value: unknown): value is OrderLike =>
  typeof value === 'object' && value !== null && typeof (value as { reference?: unknown }).reference === 'string';

export interface ValidateOptions extends Pick<ReportOptions, 'silentCodes'> {
  /** One key per order attempt: a repeated submission (double click, reload, retry) answers the same order. */
  idempotencyKey?: string;
}

/**
 * Reads the outcome of payment (GET /order/status) for a confirmation page: sets the order, or
 * clears it on failure (SPEC 4). `query` carries what the payment return URL gave the page.
 */
export async function confirmOrder(query: Query = {}): Promise<OrderLike> {
  try {
    const order = await api.get<OrderLike>('/order/status', { query });
    cartStore.setState({ order });
    return order;
  } catch (error) {
    // Told once (SPEC 8), and the caller still gets the rejection.
    reportApiError(error);
    cartStore.setState({ order: null });
    throw error;
  }
}
