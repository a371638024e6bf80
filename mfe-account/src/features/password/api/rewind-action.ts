import { issueMessages, submittedValues, type PageAction } from '@arbora/shared/platform';
import { rewindBodySchema } from '@arbora/shared/schemas';
import { EMAIL_SENT_PARAM } from '../../../components/email-request-form';
import { accountErrorKey } from '../../../lib/error-key';
import { requestPasswordReset } from './request-password-reset';
import { refusedCall } from '../../../lib/page-forms';

export const REWIND_PATH = '/mot-de-passe-oublie';

/**
 * The reset link asked without JavaScript: the same schema and API call as the form's mutation,
 * then the page again saying the e-mail is on its way (the address stays out of the URL: the
 * answer is the same whatever the address).
 */
export const rewindAction: PageAction = async ({ formData }) => {
  const values = submittedValues(formData);
  const parsed = rewindBodySchema.safeParse({ username: formData.get('username') ?? '' });
  if (!parsed.success) return { status: 422, state: { values, errors: issueMessages(parsed.error.issues) } };
  try {
    await requestPasswordReset(parsed.data.username);
    return { redirect: `${REWIND_PATH}?${EMAIL_SENT_PARAM}=1` };
  } catch (error) {
    return refusedCall(values, accountErrorKey(error));
  }
};
