import { issueMessages, submittedValues, type PageAction } from '@arbora/shared/platform';
import { changePasswordFormSchema } from '@arbora/shared/schemas';
import { refusedCall, savedTarget } from '../../../lib/page-forms';
import { changePassword, changePasswordErrorKey } from './change-password';

/** The password form's name in its page's posts (`_action`) and in `?enregistre=` once changed. */
export const PASSWORD_FORM = 'mot-de-passe';

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The password changed without JavaScript: the same schema and API call as the form, then the page
 * again saying it is changed, the session going on with the new token (the shell keeps it in the
 * cookie); a refusal gives the form back with the same French message, never a password.
 */
export const changePasswordAction: PageAction = async ({ formData, ctx }) => {
  const values = submittedValues(formData);
  const parsed = changePasswordFormSchema.safeParse({
    current_password: text(formData, 'current_password'),
    password: text(formData, 'password'),
    password_confirmation: text(formData, 'password_confirmation'),
  });
  if (!parsed.success) return { status: 422, state: { values, errors: issueMessages(parsed.error.issues) } };
  try {
    const token = await changePassword(parsed.data);
    return { redirect: savedTarget(ctx.pathname, PASSWORD_FORM), ...(token ? { session: { token } } : {}) };
  } catch (error) {
    return refusedCall(values, changePasswordErrorKey(error));
  }
};
