import { t } from '@arbora/shared/messages/configurator';
import { Button } from '@arbora/shared/ui';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: 0.875rem;
  progress {
    width: 100%;
    height: 0.5rem;
  }
`;

interface ModelProgressProps {
  loaded: number;
  total: number;
  failed: boolean;
  onRetry: () => void;
}

/** The detailed parts' download: a real progress bar (bytes), then a retry if a file failed. */
export function ModelProgress({ loaded, total, failed, onRetry }: ModelProgressProps) {
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  return (
    <Box data-testid="model-progress" data-complete={percent === 100 && !failed ? 'true' : 'false'}>
      <label htmlFor="model-progress-bar">{t('configurator_models_progress', { percent })}</label>
      <progress
        id="model-progress-bar"
        max={100}
        value={percent}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        {percent} %
      </progress>
      {failed && (
        <p role="status">
          {t('configurator_models_failed')}{' '}
          <Button type="button" size="sm" variant="secondary" onClick={onRetry}>
            {t('configurator_models_retry')}
          </Button>
        </p>
      )}
    </Box>
  );
}
