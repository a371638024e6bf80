import { z } from './zod-jitless';
import { accepted, confirmed, email, frPhone, password, required } from '@arbora/shared/validation';
import { isValidSiret } from '@arbora/shared/validation';
import { postalAddressBodyFields } from './order';
import { civilitySchema, optionalText, phone, requiredText } from './fields';

/*
 * The account forms as the shopper fills them (mfe-account): what they type, with the SPEC 5
 * rules and message keys. Selects start on '' ("not given"), which the request bodies express
 * as null; the pages map a form's output to its body.
 */

/** A civility select: '' when not given. */
const civilityChoice = z.union([z.literal(''), civilitySchema]);
/** A new password: field_required when empty, then the SPEC 5 rule (valid_password). */
const newPassword = z.string().min(1, { error: 'field_required' }).pipe(password);
const confirmation = z.string().min(1, { error: 'field_required' });

/** Signup (POST /v1/customer): a professional also gives a company name and a SIRET. */
export const signupFormSchema = z
  .object({
    account_type: z.enum(['private', 'pro']),
    civility: civilityChoice,
    firstname: requiredText(60),
    lastname: requiredText(60),
    email: required.pipe(email).pipe(z.string().max(254)),
    password: newPassword,
    password_confirmation: confirmation,
    phone: frPhone,
    company_name: z.string().trim().max(120),
    siret: z.string().trim(),
    function: z.string(),
    newsletter: z.boolean(),
    terms: accepted,
  })
  .check(confirmed('password', 'password_confirmation'))
  .superRefine((v, ctx) => {
    if (v.account_type !== 'pro') return;
    if (!v.company_name) ctx.addIssue({ code: 'custom', message: 'field_required', path: ['company_name'] });
    if (!isValidSiret(v.siret)) ctx.addIssue({ code: 'custom', message: 'valid_siret', path: ['siret'] });
  });
export type SignupFormValues = z.input<typeof signupFormSchema>;
export type SignupFormOutput = z.output<typeof signupFormSchema>;

/** A new password with the e-mailed token (POST /v1/user/change-password). */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, password_confirmation: confirmation })
  .check(confirmed('password', 'password_confirmation'));
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** A new password for a logged-in customer, who gives the current one. */
export const changePasswordFormSchema = z
  .object({
    current_password: z.string().min(1, { error: 'field_required' }).max(200),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .check(confirmed('password', 'password_confirmation'));
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** Personal information (POST /v1/customer/update); the company fields only for a professional. */
export const profileFormSchema = z.object({
  civility: civilityChoice,
  firstname: requiredText(60),
  lastname: requiredText(60),
  phone,
  newsletter: z.boolean(),
  company_name: optionalText(120),
  function: z.string().trim().max(40),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** A saved address (POST/PUT /v1/customer/{id}/address). */
export const addressFormSchema = z.object({
  label: optionalText(60),
  civility: civilityChoice,
  ...postalAddressBodyFields,
  is_delivery_default: z.boolean(),
  is_invoice_default: z.boolean(),
});
export type AddressFormValues = z.input<typeof addressFormSchema>;
export type AddressFormOutput = z.output<typeof addressFormSchema>;
