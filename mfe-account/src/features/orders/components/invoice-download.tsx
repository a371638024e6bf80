import { t } from '@arbora/shared/messages/account';
import type { Order } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Card } from '@arbora/shared/ui/commerce';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { downloadInvoice } from '../api/download-invoice';

/** The invoice of the order: issued once it is paid, downloaded as PDF. */
export function InvoiceDownload({ order }: { order: Pick<Order, 'reference' | 'paid_at'> }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const onClick = async () => {
    setState('busy');
    try {
      await downloadInvoice(order.reference);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Card as="section" aria-labelledby="order-invoice">
      <h2 id="order-invoice" style={{ marginTop: 0 }}>
        Facture
      </h2>
      {order.paid_at ? (
        <>
          {state === 'failed' && (
            <Alert>
              <p>{t('account_document_download_failed')}</p>
            </Alert>
          )}
          <div>
            <Button type="button" variant="secondary" loading={state === 'busy'} onClick={onClick}>
              {t('account_invoice_download')}
            </Button>
          </div>
        </>
      ) : (
        <p>{t('account_invoice_unavailable')}</p>
      )}
    </Card>
  );
}
