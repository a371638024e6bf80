import { t } from '@arbora/shared/messages';
import { Button } from '@arbora/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { browserNavigation } from '../app/browser-navigation';
import { useBuildUpdate } from './use-build-update';

const Bar = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.sticky};
  max-width: min(32rem, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  p {
    margin: 0;
    flex: 1 1 12rem;
  }
`;

/**
 * SPEC 4: a quiet note that a newer build is deployed, with a reload button. It does not take the
 * focus nor block anything: the next navigation loads the new build anyway.
 */
export function UpdateBanner() {
  const updateId = useBuildUpdate();
  const [dismissed, setDismissed] = useState<string | null>(null);
  // Both live regions of the page stay for toasts; this one is its own polite status.
  return (
    <div role="status" aria-live="polite" data-testid="update-banner-region">
      {updateId !== null && dismissed !== updateId ? (
        <Bar data-testid="update-banner" data-build-id={updateId}>
          <p>{t('update_available')}</p>
          <Button size="sm" onClick={() => browserNavigation.reload()}>
            {t('reload_page')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDismissed(updateId)}>
            {t('dismiss_update')}
          </Button>
        </Bar>
      ) : null}
    </div>
  );
}
