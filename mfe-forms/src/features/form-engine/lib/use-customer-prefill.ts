import { sessionStore } from '@arbora/shared/store';
import { useEffect, useState } from 'react';

interface CustomerForPrefill {
  email?: string;
  civility?: string | null;
  firstname?: string;
  lastname?: string;
  phone?: string;
  company_name?: string | null;
  siret?: string | null;
  addresses?: { street?: string; postcode?: string; city?: string; is_delivery_default?: boolean }[];
}

/** Form values from a logged-in customer (/me): name, contact, address, and the company of a pro. */
export function prefillFromCustomer(
  customer: CustomerForPrefill | null,
  isPro: boolean,
): Record<string, unknown> | null {
  if (!customer) return null;
  const address = customer.addresses?.find((a) => a.is_delivery_default) ?? customer.addresses?.[0];
  const values: Record<string, unknown> = {
    civility: customer.civility ?? undefined,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    phone: customer.phone,
    street: address?.street,
    postcode: address?.postcode,
    city: address?.city,
    ...(isPro ? { company: customer.company_name ?? undefined, siret: customer.siret ?? undefined } : {}),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value));
}

/**
 * The logged-in customer's values, read from the session store after mounting (the server and
 * the first client render show an empty form, so hydration matches) and again when they log in.
 */
export function useCustomerPrefill(): Record<string, unknown> | null {
  const [prefill, setPrefill] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    const read = () => {
      const { customer, isPro } = sessionStore.getState();
      setPrefill(prefillFromCustomer(customer as CustomerForPrefill | null, isPro));
    };
    read();
    return sessionStore.subscribe(read);
  }, []);
  return prefill;
}
