import { t } from '@arbora/shared/messages/checkout';
import { submittedValues, type PageAction } from '@arbora/shared/platform';
import { paymentMethodNameSchema } from '@arbora/shared/schemas';
import { isOutage } from '../../../lib/cart';
import { payAgain, payAgainFailure, payAgainTarget } from './pay-again';

/** The pay-again form's fields as posted without JavaScript. */
export const PAY_AGAIN_FIELDS = { method: 'paiement', order: 'commande' } as const;

const REFERENCE = /^AR-\d{4}-\d{6}$/;

/**
 * « Payer à nouveau » posted without JavaScript (docs/remote-team-guide.md, « Form actions »): the
 * same API call as the button (POST /v1/order/{reference}/payment), then 303 to what it reaches: the
 * provider's page for a card, else the outcome's page. A refusal gives the form back with the
 * method chosen and the same French message.
 */
export const payAgainAction: PageAction = async ({ formData }) => {
  const values = submittedValues(formData);
  const reference = values[PAY_AGAIN_FIELDS.order];
  if (typeof reference !== 'string' || !REFERENCE.test(reference))
    return { status: 400, state: { values, errors: {} } };
  const method = paymentMethodNameSchema.safeParse(values[PAY_AGAIN_FIELDS.method]);
  if (!method.success)
    return { status: 422, state: { values, errors: { [PAY_AGAIN_FIELDS.method]: t('checkout_payment_required') } } };
  try {
    return { redirect: payAgainTarget(await payAgain(reference, method.data)) };
  } catch (error) {
    const errors = { [PAY_AGAIN_FIELDS.method]: payAgainFailure(error) };
    return { status: isOutage(error) ? 503 : 422, state: { values, errors } };
  }
};
