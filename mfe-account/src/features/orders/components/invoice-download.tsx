import { t } from '@arbora/shared/messages/account';
import type { Order } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Card } from '@arbora/shared/ui/commerce';
import { useState, type MouseEvent } from 'react';
import { Alert } from '../../../components/alert';
import { CardHeading } from '../../../components/card-heading';
import { downloadInvoice, invoiceHref } from '../api/download-invoice';

/**
 * The invoice of the order: issued once it is paid, downloaded as PDF. A link to the `/api` proxy
 * (it works without JavaScript, with the session cookie); with JavaScript the file is fetched so
 * that a failure is told here.
 */
export function InvoiceDownload({ order }: { order: Pick<Order, 'reference' | 'paid_at'> }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const onClick = async (event: MouseEvent) => {
    event.preventDefault();
    if (state === 'busy') return;
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
      <CardHeading id="order-invoice">Facture</CardHeading>
      {order.paid_at ? (
        <>
          {state === 'failed' && (
            <Alert>
              <p>{t('account_document_download_failed')}</p>
            </Alert>
          )}
          <div>
            <Button
              to={invoiceHref(order.reference)}
              download={`facture-${order.reference}.pdf`}
              variant="secondary"
              aria-busy={state === 'busy' || undefined}
              onClick={onClick}
            >
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
