import { t } from '@arbora/shared/messages/checkout';
import { Button } from '@arbora/shared/ui';
import { Notice } from '../../../components/panels';

/** The API is out of reach: the cart shown is the last one known, changes wait (SPEC: nothing is lost). */
export function OutageBanner({
  refused,
  retrying,
  onRetry,
}: {
  refused: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Notice $tone="warn" role="alert">
      <div>
        <p>{t('cart_outage_banner')}</p>
        {refused ? <p>{t('cart_change_refused')}</p> : null}
      </div>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </Notice>
  );
}
