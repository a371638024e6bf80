import type { Page } from '@arbora/shared/schemas';
import { Breadcrumbs } from '@arbora/shared/ui';
import styled from 'styled-components';
import { PageCover } from './page-cover';
import { RichText } from './rich-text';

const Article = styled.article`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  color: ${({ theme }) => theme.color.heading};
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
  max-width: ${({ theme }) => theme.container.narrow};
`;

/** A CMS page: breadcrumbs, title, lead, hero cover and sanitized content. */
export function ContentArticle({ page }: { page: Page }) {
  const [cover] = page.covers;
  return (
    <Article>
      <Breadcrumbs items={page.breadcrumbs} />
      <header>
        <Title>{page.title}</Title>
      </header>
      {page.text ? <Lead>{page.text}</Lead> : null}
      {cover ? <PageCover image={cover} priority /> : null}
      <RichText html={page.content} />
    </Article>
  );
}
