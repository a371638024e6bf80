import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Address, AddressBody, Customer, OrderAddress, User } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { accountTokens, addresses, companyRegistry, customers } from '../db/schema/index';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;
type NewCustomer = typeof customers.$inferInsert;
type AddressInput = Required<Omit<AddressBody, 'civility'>> & { civility?: 'M' | 'Mme' | null };

/** E-mailed tokens: 256 random bits, of which only the SHA-256 is stored. */
const newSecretToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The postal part of a saved address: what an order copies of it, and what the address book shows. */
export function postalAddressOf(a: AddressRow): OrderAddress {
  return {
    civility: a.civility ?? null,
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    street_complement: a.streetComplement,
    postcode: a.postcode,
    city: a.city,
    country: a.country,
    phone: a.phone,
  };
}

/** The columns of a saved address's postal part, from the API's fields (the reverse of postalAddressOf). */
export function postalAddressRow(a: Omit<OrderAddress, 'civility'> & { civility?: OrderAddress['civility'] }) {
  return {
    civility: a.civility ?? null,
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    streetComplement: a.street_complement,
    postcode: a.postcode,
    city: a.city,
    country: a.country,
    phone: a.phone,
  };
}

export function toAddress(a: AddressRow): Address {
  return {
    id: a.id,
    label: a.label,
    ...postalAddressOf(a),
    is_delivery_default: a.isDeliveryDefault,
    is_invoice_default: a.isInvoiceDefault,
  };
}

export function toUser(c: CustomerRow): User {
  return {
    id: c.id,
    username: c.email,
    roles: c.isPro ? ['ROLE_CUSTOMER', 'ROLE_PRO'] : ['ROLE_CUSTOMER'],
    active: c.status === 'active',
  };
}

export function createAccountRepository(db: Db) {
  async function listAddresses(q: Db | Tx, customerId: number): Promise<Address[]> {
    const rows = await q
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(asc(addresses.id));
    return rows.map(toAddress);
  }

  /** Clears the defaults a new or edited address takes over (one of each kind per customer). */
  async function releaseDefaults(
    tx: Tx,
    customerId: number,
    input: { is_delivery_default: boolean; is_invoice_default: boolean },
    exceptId = 0,
  ) {
    if (input.is_delivery_default)
      await tx
        .update(addresses)
        .set({ isDeliveryDefault: false })
        .where(and(eq(addresses.customerId, customerId), ne(addresses.id, exceptId)));
    if (input.is_invoice_default)
      await tx
        .update(addresses)
        .set({ isInvoiceDefault: false })
        .where(and(eq(addresses.customerId, customerId), ne(addresses.id, exceptId)));
  }

  const addressValues = (a: AddressInput) => ({
    label: a.label,
    ...postalAddressRow(a),
    isDeliveryDefault: a.is_delivery_default,
    isInvoiceDefault: a.is_invoice_default,
  });

  return {
    async byEmail(siteId: number, email: string): Promise<CustomerRow | null> {
      const [row] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.siteId, siteId), eq(customers.email, email.toLowerCase())));
      return row ?? null;
    },

    async byId(id: number): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      return row ?? null;
    },

    async toCustomer(c: CustomerRow): Promise<Customer> {
      return {
        id: c.id,
        email: c.email,
        civility: c.civility ?? null,
        firstname: c.firstname,
        lastname: c.lastname,
        phone: c.phone,
        isPro: c.isPro,
        company_name: c.companyName,
        siret: c.siret,
        siret_status: c.siretStatus,
        function: c.jobFunction,
        newsletter: c.newsletter,
        addresses: await listAddresses(db, c.id),
        created_at: c.createdAt.toISOString(),
      };
    },

    /** Inserts the account unless the address is taken; null when it was (the caller says nothing). */
    async create(tx: Tx, values: NewCustomer): Promise<CustomerRow | null> {
      const [row] = await tx.insert(customers).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** A new single-use token for an e-mailed link; the raw value goes into the mail only. */
    async issueToken(
      tx: Db | Tx,
      customerId: number,
      kind: 'activation' | 'reset',
      ttlSeconds: number,
    ): Promise<string> {
      const raw = newSecretToken();
      // Only the newest link works: an older one lying in a mailbox is spent.
      await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(accountTokens.customerId, customerId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)),
        );
      await tx
        .insert(accountTokens)
        .values({ customerId, kind, tokenHash: sha256(raw), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
      return raw;
    },

    /** Uses a token once: the customer id when it was valid, unused and unexpired; null otherwise. */
    async consumeToken(tx: Db | Tx, kind: 'activation' | 'reset', raw: string): Promise<number | null> {
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.tokenHash, sha256(raw)),
            eq(accountTokens.kind, kind),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ customerId: accountTokens.customerId });
      return row?.customerId ?? null;
    },

    async activate(tx: Db | Tx, customerId: number): Promise<void> {
      await tx
        .update(customers)
        .set({ status: 'active', activatedAt: sql`coalesce(${customers.activatedAt}, now())` })
        .where(and(eq(customers.id, customerId), eq(customers.status, 'pending')));
    },

    /**
     * A new password; every token issued before now stops working, and so does every reset link. JWT dates are in seconds, so
     * the cut-off is the next second: returns it, for the token that replaces the old ones.
     */
    async setPassword(tx: Db | Tx, customerId: number, passwordHash: string): Promise<number> {
      const validAfter = Math.floor(Date.now() / 1000) + 1;
      await tx
        .update(customers)
        .set({ passwordHash, tokensValidAfter: validAfter, updatedAt: sql`now()` })
        .where(eq(customers.id, customerId));
      // Reset links e-mailed before the change would undo it: spend them.
      await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(accountTokens.customerId, customerId), eq(accountTokens.kind, 'reset'), isNull(accountTokens.usedAt)),
        );
      return validAfter;
    },

    async update(customerId: number, values: Partial<NewCustomer>): Promise<void> {
      await db
        .update(customers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(customers.id, customerId));
    },

    async company(siret: string) {
      const [row] = await db
        .select()
        .from(companyRegistry)
        .where(and(eq(companyRegistry.siret, siret), eq(companyRegistry.active, true)));
      return row ?? null;
    },

    addresses: (customerId: number) => listAddresses(db, customerId),

    async addressById(customerId: number, addressId: number): Promise<Address | null> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
      return row ? toAddress(row) : null;
    },

    async addAddress(customerId: number, input: AddressInput): Promise<Address> {
      return db.transaction(async (tx) => {
        // Serialises address changes of one customer, so two "make default" requests cannot both win.
        await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
        await releaseDefaults(tx, customerId, input);
        const [row] = await tx
          .insert(addresses)
          .values({ customerId, ...addressValues(input) })
          .returning();
        return toAddress(row as AddressRow);
      });
    },

    /** Null when the address is not this customer's (the caller answers 404, revealing nothing). */
    async updateAddress(customerId: number, addressId: number, input: AddressInput): Promise<Address | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
        const [own] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
        if (!own) return null;
        await releaseDefaults(tx, customerId, input, addressId);
        const [row] = await tx
          .update(addresses)
          .set(addressValues(input))
          .where(eq(addresses.id, addressId))
          .returning();
        return toAddress(row as AddressRow);
      });
    },

    async deleteAddress(customerId: number, addressId: number): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
