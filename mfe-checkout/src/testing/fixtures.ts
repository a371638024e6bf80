// Payloads shaped like the API's, parsed with the shared zod schemas so they cannot drift from the contract.
import {
  cartSchema,
  customerSchema,
  orderSchema,
  relayPointSchema,
  type Cart,
  type CartLine,
  type Customer,
  type Order,
  type RelayPoint,
} from '@arbora/shared/schemas';

export const TOKEN = 'c4rtT0ken-0123456789abcdef';

const PAYABLE = { available: true, unavailable_reason: null } as const;

export function lineFixture(overrides: Partial<CartLine> = {}): CartLine {
  const quantity = overrides.quantity ?? 2;
  const unit = overrides.unit_ttc ?? 399000;
  return {
    id: 1,
    element_id: 3011,
    element_type: 'product_variant',
    type: 'product',
    quantity,
    is_recup_chute: false,
    product_id: 301,
    name: 'Lame de terrasse Lisbonne',
    reference: 'LIS-TEC-36',
    slug: 'lame-terrasse-lisbonne',
    cover: {
      url: '/api/v1/media/products/lisbonne-400x400.svg',
      url_webp: '/x.webp',
      alt: '',
      width: 400,
      height: 400,
    },
    unit_ht: Math.round(unit / 1.2),
    unit_ttc: unit,
    unit_ecotax: 1000,
    unit_ecotax_ttc: 1200,
    total_ht: Math.round(unit / 1.2) * quantity,
    total_ttc: unit * quantity,
    total_ecotax: 1000 * quantity,
    total_ecotax_ttc: 1200 * quantity,
    stock: 5,
    weight_g: 4000,
    ...overrides,
  };
}

export const sampleLine = (overrides: Partial<CartLine> = {}) =>
  lineFixture({
    id: 3,
    element_id: 4100,
    type: 'sample',
    quantity: 1,
    name: 'Échantillon Lisbonne teck',
    unit_ht: 0,
    unit_ttc: 0,
    unit_ecotax: 0,
    unit_ecotax_ttc: 0,
    total_ht: 0,
    total_ttc: 0,
    total_ecotax: 0,
    total_ecotax_ttc: 0,
    ...overrides,
  });

export const recupLine = () =>
  lineFixture({
    id: 9,
    element_id: 9999,
    quantity: 1,
    is_recup_chute: true,
    name: 'Récupération des chutes',
    unit_ttc: 300000,
    total_ttc: 300000,
    unit_ecotax_ttc: 0,
    total_ecotax_ttc: 0,
    cover: null,
  });

export function cartFixture(overrides: Partial<Cart> = {}): Cart {
  return cartSchema.parse({
    token: TOKEN,
    total_product: 2,
    subtotal: 665000,
    subtotal_ttc: 798000,
    total: 667000,
    total_ttc: 800400,
    tva: 133400,
    total_ecotax: 2000,
    total_ecotax_ttc: 2400,
    shipping: 0,
    shipping_ttc: 0,
    remise: [],
    list: [lineFixture()],
    carriers: [
      {
        technical_name: 'colis',
        name: 'Livraison à domicile',
        description: 'Colis',
        price: 100000,
        price_ttc: 120000,
        delay_days: 3,
        selected: false,
      },
      {
        technical_name: 'relais_ferme',
        name: 'Ferme relais',
        description: 'Retrait dans une ferme partenaire',
        price: 50000,
        price_ttc: 60000,
        delay_days: 5,
        selected: false,
      },
    ],
    payments: [
      { technical_name: 'card', name: 'Carte bancaire', description: 'Paiement sécurisé', ...PAYABLE },
      { technical_name: 'transfer', name: 'Virement bancaire', description: 'À réception du virement', ...PAYABLE },
      { technical_name: 'credit', name: 'Paiement en plusieurs fois', description: 'Financement', ...PAYABLE },
    ],
    recup_chute: false,
    promotion_code: null,
    relay_point_id: null,
    weight_g: 8000,
    updated_at: '2026-05-02T10:00:00.000Z',
    ...overrides,
  });
}

export const cartAnswer = (cart: Cart = cartFixture()) => ({ body: { data: { token: cart.token, cart } } });

export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  const address = {
    civility: 'Mme',
    firstname: 'Jeanne',
    lastname: 'Martin',
    company: '',
    street: '3 quai de la Fosse',
    street_complement: '',
    postcode: '44000',
    city: 'Nantes',
    country: 'FR',
    phone: '0612345678',
  };
  return customerSchema.parse({
    id: 5,
    email: 'jeanne.martin@exemple.fr',
    civility: 'Mme',
    firstname: 'Jeanne',
    lastname: 'Martin',
    phone: '0612345678',
    isPro: false,
    company_name: null,
    siret: null,
    function: null,
    newsletter: false,
    addresses: [
      { id: 11, label: 'Maison', ...address, is_delivery_default: true, is_invoice_default: false },
      {
        id: 12,
        label: 'Bureau',
        ...address,
        street: '8 rue Crébillon',
        is_delivery_default: false,
        is_invoice_default: true,
      },
    ],
    created_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  });
}

export function relayFixture(id: number, distance: number | null, name = `Ferme ${id}`): RelayPoint {
  return relayPointSchema.parse({
    id,
    name,
    address: `${id} chemin des Prés`,
    postcode: '44240',
    city: 'Sucé-sur-Erdre',
    latitude: 47.3 + id / 100,
    longitude: -1.5 + id / 100,
    opening_hours: 'Du mardi au samedi, 9 h – 18 h',
    distance_km: distance,
  });
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  const cart = cartFixture({ token: 'ordered-cart-token-0001' });
  const address = customerFixture().addresses[0]!;
  const { id: _id, label: _label, is_delivery_default: _d, is_invoice_default: _i, ...postal } = address;
  return orderSchema.parse({
    id: 42,
    reference: 'AR-2026-000042',
    status: 'paid',
    payment_method: 'card',
    payment_status: 'succeeded',
    outcome: 'card',
    confirmation_route: '/commande/confirmation-cb',
    paid: true,
    created_at: '2026-05-02T10:00:00.000Z',
    paid_at: '2026-05-02T10:01:00.000Z',
    total_ttc: cart.total_ttc,
    carrier: 'colis',
    relay_point_id: null,
    promotion_code: null,
    delivery_address: postal,
    billing_address: postal,
    comment: '',
    cart,
    payment: { redirect_url: null, bank: null, decision: null, reason: null },
    ...overrides,
  });
}
