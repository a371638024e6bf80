import { t } from '@arbora/shared/messages/checkout';
import { Button } from '@arbora/shared/ui';
import { useState } from 'react';
import { leaveFor } from '../../../lib/leave-site';
import { payAgain } from '../api/pay-again';

/** A declined card, paid again on the same order: a new attempt, then the provider's page. */
export function PayAgainButton({ reference }: { reference: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const order = await payAgain(reference);
      if (order.payment.redirect_url) leaveFor(order.payment.redirect_url);
      else throw new Error('no payment page');
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => void onClick()} loading={busy}>
        {t('checkout_pay_again')}
      </Button>
      {failed ? <p role="alert">{t('checkout_pay_again_failed')}</p> : null}
    </>
  );
}
