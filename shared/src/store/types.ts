// The slice of the API's cart the store relies on; the full entity lives in shared/schemas.
export interface CartLineLike {
  element_id: number;
  element_type?: string;
  quantity: number;
  is_recup_chute?: boolean;
}

export interface CartLike {
  list: CartLineLike[];
  total_ttc?: number;
}

export interface CartResponse {
  token: string;
  cart: CartLike;
}

/** An order, as validation and confirmation return it (SPEC 3: its fields are not shown). */
export type OrderLike = Record<string, unknown>;

export interface CustomerLike {
  id: number;
  firstname?: string;
  lastname?: string;
  isPro?: boolean;
}

export interface LoginResponse {
  token: string;
  user: unknown;
  customer: CustomerLike;
  /** The customer's open cart after the visitor's cart was attached, or null when there is none. */
  cart_token?: string | null;
}
