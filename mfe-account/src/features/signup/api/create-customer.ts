import { api } from '@arbora/shared/api';
import {
  signupFormSchema,
  signupResponseSchema,
  type SignupBody,
  type SignupFormOutput,
  type SignupFormValues,
} from '@arbora/shared/schemas';
import { normalizeSiret } from '@arbora/shared/validation';
import { useMutation } from '@tanstack/react-query';

/** The form (shared schema: SPEC 5 rules, messages as keys); its output becomes the body below. */
export { signupFormSchema, type SignupFormValues };

export const SIGNUP_DEFAULTS: SignupFormValues = {
  account_type: 'private',
  civility: '',
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  password_confirmation: '',
  phone: '',
  company_name: '',
  siret: '',
  function: '',
  newsletter: false,
  terms: false,
};

export function toSignupBody(v: SignupFormOutput): SignupBody {
  const pro = v.account_type === 'pro';
  return {
    email: v.email.toLowerCase(),
    password: v.password,
    password_confirmation: v.password_confirmation,
    civility: v.civility || null,
    firstname: v.firstname,
    lastname: v.lastname,
    phone: v.phone,
    is_pro: pro,
    company_name: pro ? v.company_name : '',
    siret: pro ? normalizeSiret(v.siret) : '',
    function: pro ? v.function : '',
    newsletter: v.newsletter,
    terms: v.terms,
  };
}

/**
 * POST /v1/customer. The API answers the same whether the address is new or already has an
 * account (its owner gets an e-mail): the page says the same in both cases.
 */
export type SignupResponse = ReturnType<typeof signupResponseSchema.parse>;

export async function createCustomer(body: SignupBody): Promise<SignupResponse> {
  return signupResponseSchema.parse(await api.post('/customer', { body, auth: false }));
}

export const useCreateCustomer = () => useMutation({ mutationFn: createCustomer, meta: { apiErrors: false } });
