import { t } from '@arbora/shared/messages';
import { Button } from '@arbora/shared/ui';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: ${({ theme }) => theme.container.narrow};
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;

/** What a shopper sees in place of a remote that is down: the rest of the site keeps working. */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <Panel role="alert" aria-labelledby="remote-unavailable-title" data-remote-fallback={remote}>
      <h1 id="remote-unavailable-title">{t('remote_unavailable_title')}</h1>
      <p>{t('remote_unavailable_text')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </Panel>
  );
}
