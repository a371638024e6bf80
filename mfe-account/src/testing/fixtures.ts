// Payloads shaped like the API's, parsed with the shared zod schemas so they cannot drift from
// the contract.
import { customerSchema, loginResponseSchema, type Customer, type LoginResponse } from '@arbora/shared/schemas';

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
