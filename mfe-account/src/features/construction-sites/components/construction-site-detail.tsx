import { formatDate, formatMoney, moneyFromWire } from '@arbora/shared/format';
import { t } from '@arbora/shared/messages/account';
import type { SiteDocument } from '@arbora/shared/schemas';
import { Button, Link, VisuallyHidden } from '@arbora/shared/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../components/alert';
import { documentFileName, documentHref, downloadDocument } from '../api/download-document';
import { constructionSiteQuery } from '../api/get-construction-site';
import { DOCUMENT_KIND_LABELS, SITE_STATUS_LABELS } from './site-labels';

const Docs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  p {
    margin: 0;
  }
`;

function DocumentRow({ siteId, doc }: { siteId: number; doc: SiteDocument }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // A link to the `/api` proxy (without JavaScript, with the session cookie); with JavaScript the
  // file is fetched so that a failure is told here.
  const onClick = async (event: MouseEvent) => {
    event.preventDefault();
    if (state === 'busy') return;
    setState('busy');
    try {
      await downloadDocument(siteId, doc);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <li>
      <div>
        <p>
          <strong>
            {DOCUMENT_KIND_LABELS[doc.kind]} {doc.number}
          </strong>{' '}
          · {doc.title}
        </p>
        <p>
          Émis le {formatDate(doc.issued_on)} · {formatMoney(moneyFromWire(doc.total_ht))} HT
        </p>
        {state === 'failed' && <Alert>{t('account_document_download_failed')}</Alert>}
      </div>
      <Button
        to={documentHref(siteId, doc)}
        download={documentFileName(doc)}
        variant="secondary"
        size="sm"
        aria-busy={state === 'busy' || undefined}
        onClick={onClick}
      >
        {t('account_download_pdf')}
        <VisuallyHidden>
          {' '}
          {DOCUMENT_KIND_LABELS[doc.kind]} {doc.number}
        </VisuallyHidden>
      </Button>
    </li>
  );
}

/** One construction site with its documents (quotes, invoices, delivery notes, plans) as PDF. */
export function ConstructionSiteDetail({ slug }: { slug: string }) {
  const site = useSuspenseQuery(constructionSiteQuery(slug)).data;
  return (
    <>
      <h2>{site.label}</h2>
      <p>
        {site.address}, {site.postcode} {site.city} · <strong>{SITE_STATUS_LABELS[site.status]}</strong>
      </p>
      {site.description && <p>{site.description}</p>}
      <p>
        Début le {formatDate(site.start_date)}
        {site.end_date && ` · fin le ${formatDate(site.end_date)}`}
      </p>
      <h3>Documents</h3>
      {site.documents.length === 0 ? (
        <p>Aucun document pour ce chantier.</p>
      ) : (
        <Docs>
          {site.documents.map((doc) => (
            <DocumentRow key={doc.id} siteId={site.id} doc={doc} />
          ))}
        </Docs>
      )}
      <p>
        <Link to="/mes-chantiers">Retour à mes chantiers</Link>
      </p>
    </>
  );
}
