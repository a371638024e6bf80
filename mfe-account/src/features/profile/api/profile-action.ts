import { issueMessages, submittedValues, type PageAction } from '@arbora/shared/platform';
import { profileFormSchema, type ProfileFormValues } from '@arbora/shared/schemas';
import { accountErrorKey } from '../../../lib/error-key';
import { getMe } from '../../../lib/me-query';
import { refusedCall, savedTarget } from '../../../lib/page-forms';
import { toUpdateBody, updateCustomer } from './update-customer';

/** The profile form's name in its page's posts (`_action`) and in `?enregistre=` once saved. */
export const PROFILE_FORM = 'informations';

const TEXTS = ['civility', 'firstname', 'lastname', 'phone', 'company_name', 'function'] as const;

/** The form's values as react-hook-form holds them, from what the browser posted (or gave back). */
export function profileValues(texts: Record<string, string | string[]>): ProfileFormValues {
  const values: Record<string, unknown> = {};
  for (const name of TEXTS) {
    const text = texts[name];
    values[name] = typeof text === 'string' ? text : '';
  }
  // A ticked box posts `on`, an unticked one nothing.
  values.newsletter = texts.newsletter !== undefined;
  return values as ProfileFormValues;
}

/**
 * The personal information saved without JavaScript: the same schema, body and API call as the
 * form (the company fields only for a professional), then the page again saying it is saved; a
 * refusal gives the form back with what was typed and the same French messages.
 */
export const profileAction: PageAction = async ({ formData, ctx }) => {
  const values = submittedValues(formData);
  const parsed = profileFormSchema.safeParse(profileValues(values));
  if (!parsed.success) return { status: 422, state: { values, errors: issueMessages(parsed.error.issues) } };
  try {
    const customer = await getMe();
    await updateCustomer(toUpdateBody(parsed.data, customer.isPro));
    return { redirect: savedTarget(ctx.pathname, PROFILE_FORM) };
  } catch (error) {
    return refusedCall(values, accountErrorKey(error));
  }
};
