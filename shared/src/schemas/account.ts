import { z } from './zod-jitless';
import { accepted, confirmed, password, required, siret } from '@arbora/shared/validation';
import { orderAddressSchema, postalAddressBodyFields } from './order';
import { apiToken, civilitySchema, optionalPhone, phone, optionalText, requiredEmail, requiredText } from './fields';

/** A professional's trade, offered at signup (GET /v1/customer/functions). */
export const customerFunctionSchema = z.object({ technical_name: z.string(), name: z.string() });
export type CustomerFunction = z.infer<typeof customerFunctionSchema>;

/** A saved address (SPEC 3: each with is_delivery_default and is_invoice_default). */
/** A saved address: the postal fields an order copies, plus its label and default flags. */
export const addressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  ...orderAddressSchema.shape,
  is_delivery_default: z.boolean(),
  is_invoice_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * Body of POST /v1/customer/{id}/address and PUT .../address/{addressId}. Setting a default moves
 * it from the customer's other address (at most one default of each kind).
 */
export const addressBodySchema = z.object({
  label: optionalText(60),
  civility: civilitySchema.nullish(),
  ...postalAddressBodyFields,
  is_delivery_default: z.boolean().default(false),
  is_invoice_default: z.boolean().default(false),
});
export type AddressBody = z.input<typeof addressBodySchema>;

/** The login identity (SPEC 3 login response `user`). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.string()),
  active: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** The customer (SPEC 3: isPro, addresses). */
export const customerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  civility: civilitySchema.nullable(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  isPro: z.boolean(),
  company_name: z.string().nullable(),
  siret: z.string().nullable(),
  /** A professional's SIRET: confirmed by the company registry, or awaiting a verification. */
  siret_status: z.enum(['verified', 'pending']).nullable().optional(),
  function: z.string().nullable(),
  newsletter: z.boolean(),
  addresses: z.array(addressSchema),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Body of POST /v1/user/login. `cart_token`: the guest cart to attach to the account. */
export const loginBodySchema = z.object({
  username: required.pipe(z.string().max(254)).transform((v) => v.toLowerCase()),
  password: z.string().min(1, 'field_required').max(200),
  cart_token: apiToken.optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** SPEC 3 login response; `cart_token` is the customer's open cart after the merge (or null). */
export const loginResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
  customer: customerSchema,
  cart_token: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Body of POST /v1/customer (signup). A professional (`is_pro`) also gives a company name and a
 * SIRET that the server checks against the company registry.
 */
export const signupBodySchema = z
  .object({
    email: requiredEmail,
    password: password.pipe(z.string().max(200)),
    password_confirmation: required,
    civility: civilitySchema.nullish(),
    firstname: requiredText(60),
    lastname: requiredText(60),
    phone: optionalPhone,
    is_pro: z.boolean().default(false),
    company_name: optionalText(120),
    siret: z.union([z.literal(''), siret]).default(''),
    function: optionalText(40),
    newsletter: z.boolean().default(false),
    terms: accepted,
  })
  .check(confirmed('password', 'password_confirmation'))
  .superRefine((v, ctx) => {
    if (!v.is_pro) return;
    if (!v.company_name) ctx.addIssue({ code: 'custom', message: 'field_required', path: ['company_name'] });
    if (!v.siret) ctx.addIssue({ code: 'custom', message: 'valid_siret', path: ['siret'] });
  });
export type SignupBody = z.input<typeof signupBodySchema>;

/**
 * Signup answers the same whether or not the address already had an account (no enumeration).
 * `siret_status` (professional signup only): `pending` when the company registry did not confirm
 * the SIRET: the account is created « en attente de vérification » instead of being refused.
 */
export const signupResponseSchema = z.object({
  email: z.string(),
  activation_required: z.literal(true),
  siret_status: z.enum(['verified', 'pending']).optional(),
});

export const checkSiretBodySchema = z.object({ siret });
export const companySchema = z.object({
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
});
export const checkSiretResponseSchema = z.object({ siret: z.string(), company: companySchema });
export type Company = z.infer<typeof companySchema>;

export const activateBodySchema = z.object({ token: apiToken });
export const rewindBodySchema = z.object({ username: requiredEmail });
/** What rewind, signup notices and similar calls answer: always the same, whatever the account. */
export const sentResponseSchema = z.object({ sent: z.literal(true) });

/**
 * Body of POST /v1/user/change-password: with the e-mailed `token` (forgotten password, no login),
 * or logged in with `current_password`. Answers a fresh JWT: older ones stop working.
 */
export const changePasswordBodySchema = z
  .object({
    token: apiToken.optional(),
    current_password: z.string().max(200).optional(),
    password: password.pipe(z.string().max(200)),
    password_confirmation: required,
  })
  .check(confirmed('password', 'password_confirmation'));
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
export const tokenResponseSchema = z.object({ token: z.string() });

/** Body of POST /v1/customer/update: only the fields given change (at least one). */
export const customerUpdateBodySchema = z
  .object({
    civility: civilitySchema.nullish(),
    firstname: requiredText(60).optional(),
    lastname: requiredText(60).optional(),
    phone: phone.optional(),
    company_name: requiredText(120).optional(),
    function: z.string().trim().max(40).optional(),
    newsletter: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'field_required', path: ['firstname'] });
export type CustomerUpdateBody = z.input<typeof customerUpdateBodySchema>;

/** The address id path parameters. */
export const addressParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  addressId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** What address calls answer: the address written (null after a delete) and the whole list. */
export const addressMutationResponseSchema = z.object({
  address: addressSchema.nullable(),
  addresses: z.array(addressSchema),
});
export const activateResponseSchema = z.object({ activated: z.literal(true), email: z.string() });
export const logoutResponseSchema = z.object({ logged_out: z.literal(true) });
