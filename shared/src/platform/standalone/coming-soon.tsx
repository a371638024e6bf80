import styled from 'styled-components';
import { t } from '@arbora/shared/messages';

const Section = styled.section`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

interface ComingSoonProps {
  /** The French name of the area, e.g. « Catalogue ». */
  area: string;
  /** The remote that serves this page, shown for support. */
  remote: string;
}

/** The labelled page a remote exposes for routes it does not serve yet. */
export function ComingSoon({ area, remote }: ComingSoonProps) {
  return (
    <Section aria-labelledby="coming-soon-title" data-remote={remote}>
      <Badge>{area}</Badge>
      <h1 id="coming-soon-title">{t('coming_soon_title')}</h1>
      <p>{t('coming_soon_text')}</p>
    </Section>
  );
}
