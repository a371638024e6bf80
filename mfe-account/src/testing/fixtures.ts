// Payloads shaped like the API's, parsed with the shared zod schemas so they cannot drift from
// the contract.
import {
  addressSchema,
  constructionSiteDetailSchema,
  constructionSiteSchema,
  customerSchema,
  loginResponseSchema,
  orderDetailSchema,
  orderSummarySchema,
  type Address,
  type ConstructionSite,
  type ConstructionSiteDetail,
  type Customer,
  type LoginResponse,
  type OrderDetail,
  type OrderSummary,
} from '@arbora/shared/schemas';

export const DEMO_EMAIL = 'demo.particulier@arbora.example';
export const DEMO_PASSWORD = 'Demo-Arbora-2025!';

export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return customerSchema.parse({
    id: 7,
    email: DEMO_EMAIL,
    civility: 'Mme',
    firstname: 'Camille',
    lastname: 'Durand',
    phone: '0612345678',
    isPro: false,
    company_name: null,
    siret: null,
    function: null,
    newsletter: false,
    addresses: [],
    created_at: '2025-01-15T09:00:00.000Z',
    ...overrides,
  });
}

/** POST /v1/user/login: no open cart, so the store reloads none afterwards. */
export function loginResponseFixture(customer: Customer = customerFixture()): LoginResponse {
  return loginResponseSchema.parse({
    token: 'jwt-of-camille',
    user: { id: 70, username: customer.email, roles: ['ROLE_CUSTOMER'], active: true },
    customer,
    cart_token: null,
  });
}

const ADDRESS = {
  civility: 'Mme' as const,
  firstname: 'Camille',
  lastname: 'Durand',
  company: '',
  street: '3 quai de la Fosse',
  street_complement: '',
  postcode: '44000',
  city: 'Nantes',
  country: 'FR',
  phone: '0612345678',
};

export function addressFixture(overrides: Partial<Address> = {}): Address {
  return addressSchema.parse({
    id: 11,
    label: 'Maison',
    ...ADDRESS,
    is_delivery_default: true,
    is_invoice_default: true,
    ...overrides,
  });
}

export function orderSummaryFixture(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return orderSummarySchema.parse({
    id: 501,
    reference: 'AR-2025-000501',
    status: 'paid',
    payment_method: 'card',
    payment_status: 'succeeded',
    outcome: 'card',
    confirmation_route: '/commande/confirmation-cb',
    paid: true,
    created_at: '2025-03-10T10:00:00.000Z',
    total_ttc: 1_234_5600,
    total_product: 3,
    ...overrides,
  });
}

export function ordersPageFixture(items: OrderSummary[], page = 1, pages = 1) {
  return { items, pagination: { page, perPage: 10, total: pages * 10 || items.length, pages } };
}

/**
 * The name of the order's line as the API sends it: a no-break space between a number and its
 * unit (api/src/lib/french-typography.ts, unitSpaces), so « 3,60 m » never parts at a line's end.
 */
export const LINE_NAME = 'Lame de terrasse Teck 3,60\u00a0m';

/** An order as GET /v1/order/{reference} answers it: paid, delivered, its withdrawal period still open. */
export function orderFixture(): OrderDetail {
  const line = {
    id: 1,
    element_id: 77,
    element_type: 'product_variant',
    type: 'product',
    quantity: 2,
    is_recup_chute: false,
    product_id: 7,
    name: LINE_NAME,
    reference: 'LT-TECK-360',
    slug: 'lame-terrasse-teck',
    cover: null,
    unit_ht: 400_000,
    unit_ttc: 480_000,
    unit_ecotax: 10_000,
    unit_ecotax_ttc: 12_000,
    total_ht: 800_000,
    total_ttc: 960_000,
    total_ecotax: 20_000,
    total_ecotax_ttc: 24_000,
    stock: 40,
    weight_g: 9000,
  };
  return orderDetailSchema.parse({
    ...orderSummaryFixture(),
    withdrawal: {
      open: true,
      delivered_at: '2025-03-14T09:00:00.000Z',
      deadline: '2025-03-28T22:59:59.999Z',
      lines: [{ line_id: 1, status: 'available', reason: null, withdrawn_at: null }],
    },
    transfer: null,
    paid_at: '2025-03-10T10:05:00.000Z',
    total_ttc: 1_134_000,
    carrier: 'Retrait en magasin',
    relay_point_id: null,
    promotion_code: 'BIENVENUE10',
    delivery_address: ADDRESS,
    billing_address: { ...ADDRESS, street: '8 rue Crébillon' },
    comment: '',
    payment: { redirect_url: null, bank: null, decision: null, reason: null },
    cart: {
      token: 'cart-token-0123456789',
      total_product: 2,
      subtotal: 800_000,
      subtotal_ttc: 960_000,
      total: 945_000,
      total_ttc: 1_134_000,
      tva: 189_000,
      total_ecotax: 20_000,
      total_ecotax_ttc: 24_000,
      shipping: 125_000,
      shipping_ttc: 150_000,
      remise: [{ name: 'BIENVENUE10', amount: 0, amount_ttc: 0 }],
      list: [line],
      carriers: [],
      payments: [],
      recup_chute: false,
      promotion_code: 'BIENVENUE10',
      relay_point_id: null,
      weight_g: 18000,
      updated_at: '2025-03-10T10:00:00.000Z',
    },
  });
}

export function siteFixture(overrides: Partial<ConstructionSite> = {}): ConstructionSite {
  return constructionSiteSchema.parse({
    id: 31,
    slug: 'terrasse-villa-erdre',
    label: 'Terrasse de la villa de l’Erdre',
    description: 'Terrasse de 24\u00a0m² en lames composites.',
    address: '12 chemin des Bords',
    postcode: '44240',
    city: 'Sucé-sur-Erdre',
    status: 'in_progress',
    start_date: '2025-04-01',
    end_date: null,
    documents_count: 1,
    ...overrides,
  });
}

export function siteDetailFixture(): ConstructionSiteDetail {
  return constructionSiteDetailSchema.parse({
    ...siteFixture(),
    documents: [
      {
        id: 1,
        kind: 'devis',
        number: 'DV-2025-0588',
        title: 'Devis terrasse 24\u00a0m²',
        issued_on: '2025-03-20',
        total_ht: 448_0000,
        url: '/api/v1/construction-site/31/document/devis/DV-2025-0588',
      },
    ],
  });
}

/** What the guest withdrawal's lookup answers for an order (`POST /withdrawal/lookup`). */
export function guestOrderFixture(order: OrderDetail = orderFixture()) {
  return {
    reference: order.reference,
    created_at: order.created_at,
    lines: order.cart.list.map(({ id, name, reference, quantity }) => ({ id, name, reference, quantity })),
    withdrawal: order.withdrawal,
  };
}
