import type { Page } from '@arbora/shared/schemas';
import styled from 'styled-components';
import type { ReactNode } from 'react';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.xxxl};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme }) => theme.color.heading};
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The hero: title and lead beside the cover the page composes (the LCP image). */
export function HomeHero({ page, cover }: { page: Page; cover: ReactNode }) {
  return (
    <Hero aria-labelledby="home-title">
      <div>
        <Title id="home-title">{page.title}</Title>
        <Lead>{page.text}</Lead>
      </div>
      {cover}
    </Hero>
  );
}
