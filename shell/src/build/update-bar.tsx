import { t } from '@arbora/shared/messages';
import { Button } from '@arbora/shared/ui';
import styled from 'styled-components';
import { browserNavigation } from '../core/browser-navigation';

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

/** The banner's note and buttons (update-banner.tsx): loaded with the poller, after the page is interactive. */
export default function UpdateBar({ updateId, onDismiss }: { updateId: string; onDismiss: () => void }) {
  return (
    <Bar data-testid="update-banner" data-build-id={updateId}>
      <p>{t('update_available')}</p>
      <Button size="sm" onClick={() => browserNavigation.reload()}>
        {t('reload_page')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        {t('dismiss_update')}
      </Button>
    </Bar>
  );
}
