import { t, type MessageKey } from '@arbora/shared/messages/configurator';
import styled from 'styled-components';
import type { FenceWarning } from '../../../lib/fence-engine/types';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    padding: ${({ theme }) => theme.space.sm};
    border-left: 4px solid;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  li[data-blocking='true'] {
    background: ${({ theme }) => theme.color.severity.error.background};
    color: ${({ theme }) => theme.color.severity.error.text};
    border-color: ${({ theme }) => theme.color.severity.error.border};
  }
  li[data-blocking='false'] {
    background: ${({ theme }) => theme.color.severity.info.background};
    color: ${({ theme }) => theme.color.severity.info.text};
    border-color: ${({ theme }) => theme.color.severity.info.border};
  }
`;

export const warningText = (warning: FenceWarning) =>
  t(`configurator_warning_${warning.code}` as MessageKey, warning.params);

/** An installer's remarks: the blocking ones first (the fence cannot be built as described). */
export function WarningsList({ warnings }: { warnings: readonly FenceWarning[] }) {
  if (warnings.length === 0) return null;
  const sorted = [...warnings].sort((a, b) => Number(b.blocking) - Number(a.blocking));
  return (
    <List aria-label="Conseils de pose">
      {sorted.map((warning, index) => (
        <li key={`${warning.code}-${index}`} data-blocking={warning.blocking}>
          {warningText(warning)}
        </li>
      ))}
    </List>
  );
}
