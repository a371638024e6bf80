import { t } from '@arbora/shared/messages/forms';
import { forwardRef, type MouseEvent } from 'react';
import styled from 'styled-components';

export interface SummaryItem {
  id: string;
  label: string;
  message: string;
}

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.color.severity.error.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.severity.error.background};
  color: ${({ theme }) => theme.color.severity.error.text};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

/**
 * RGAA: after a refused submit, focus lands here; each error is a link that moves focus to its
 * field (handled in script: the shell's router must not treat the hash as a navigation).
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: readonly SummaryItem[] }>(function ErrorSummary(
  { items },
  ref,
) {
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView?.({ block: 'center' });
    target.focus();
  };
  return (
    <Box ref={ref} tabIndex={-1} role="group" aria-labelledby="form-error-summary-title">
      <h2 id="form-error-summary-title">
        {t('form_error_summary_title')} ({items.length})
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => goTo(event, item.id)}>
              {item.label}&nbsp;: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
});
