import { errorScreenText, t } from '@arbora/shared/messages';
import { Link } from 'react-router';
import styled from 'styled-components';

const Screen = styled.section`
  max-width: ${({ theme }) => theme.container.narrow};
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxxl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.primary};
`;

const Technical = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  word-break: break-all;
`;

const HomeLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

interface ErrorScreenProps {
  status: number;
  /** The technical message (e.g. "Page not found /x"), shown small for support. */
  message?: string;
}

/** SPEC 2.1: a title, a description chosen by status (none for 500), a button back to home. */
export function ErrorScreen({ status, message }: ErrorScreenProps) {
  const text = errorScreenText(status);
  return (
    <Screen aria-labelledby="error-title" data-status={status}>
      <Status aria-hidden="true">{status}</Status>
      <h1 id="error-title">{text.title}</h1>
      {text.description ? <p>{text.description}</p> : null}
      {message ? <Technical data-testid="error-message">{message}</Technical> : null}
      <HomeLink to="/">{t('back_to_home')}</HomeLink>
    </Screen>
  );
}
