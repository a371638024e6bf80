import { t } from '@arbora/shared/messages';
import { Button } from '@arbora/shared/ui';
import styled from 'styled-components';
import { useHydrated } from '@arbora/shared/platform';

const Panel = styled.section`
  max-width: ${({ theme }) => theme.container.narrow};
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;

const Notice = styled.p`
  max-width: ${({ theme }) => theme.container.default};
  margin: ${({ theme }) => theme.space.sm} auto 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * A discreet line above a page kept as the server rendered it (its remote's browser files did not
 * load). Shown once hydrated: the server's HTML has no such line, and the hydration must match it.
 */
export function ServerOnlyNotice({ remote }: { remote: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Notice role="status" data-remote-server-only={remote}>
      {t('remote_server_only_notice')}
    </Notice>
  );
}

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
