import { isHttpError } from '@arbora/shared/errors';
import { issueMessages, submittedValues, type PageAction } from '@arbora/shared/platform';
import { accountErrorKey } from '../../../lib/error-key';
import {
  createCustomer,
  SIGNUP_DEFAULTS,
  signupFormSchema,
  toSignupBody,
  type SignupFormValues,
} from './create-customer';
import { refusedCall } from '../../../lib/page-forms';

export const SIGNUP_PATH = '/inscription';
/** `?envoye=1`: the page a signup sent without JavaScript comes back to (the address stays out of the URL). */
export const SIGNUP_SENT_PARAM = 'envoye';

const CHECKBOXES = ['newsletter', 'terms'] as const;

/** The form's values as react-hook-form holds them, from what the browser posted (or gave back). */
export function signupValues(texts: Record<string, string | string[]>): SignupFormValues {
  const values: Record<string, unknown> = { ...SIGNUP_DEFAULTS };
  for (const name of Object.keys(SIGNUP_DEFAULTS)) {
    const text = texts[name];
    if (typeof text === 'string') values[name] = text;
  }
  // A ticked box posts `on`, an unticked one nothing.
  for (const name of CHECKBOXES) values[name] = texts[name] !== undefined;
  return values as SignupFormValues;
}

const textsOf = (formData: FormData) => {
  const texts: Record<string, string> = {};
  for (const [name, value] of formData.entries()) if (typeof value === 'string') texts[name] = value;
  return texts;
};

/**
 * The signup posted without JavaScript: the same schema, body and API call as the form, then the
 * page saying the activation e-mail left; a refusal gives the form back (never the passwords).
 */
export const signupAction: PageAction = async ({ formData }) => {
  const values = submittedValues(formData);
  const parsed = signupFormSchema.safeParse(signupValues(textsOf(formData)));
  if (!parsed.success) return { status: 422, state: { values, errors: issueMessages(parsed.error.issues) } };
  try {
    await createCustomer(toSignupBody(parsed.data));
    return { redirect: `${SIGNUP_PATH}?${SIGNUP_SENT_PARAM}=1` };
  } catch (error) {
    if (isHttpError(error) && error.code === 'SIRET_UNKNOWN')
      return { status: 422, state: { values, errors: { siret: 'account_siret_unknown' } } };
    return refusedCall(values, accountErrorKey(error));
  }
};
