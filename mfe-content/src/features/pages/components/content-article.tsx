import { formatDate } from '@arbora/shared/format';
import type { Page } from '@arbora/shared/schemas';
import { Breadcrumbs, Rating, RichText } from '@arbora/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ArticleMeta } from './article-meta';
import { Gallery } from './gallery';
import { PageCover } from './page-cover';
import { ContentWithParagraphs } from './paragraphs';
import { PushBlocks } from './push-blocks';
import { RelatedPages } from './related-pages';
import { TableOfContents } from './table-of-contents';

const Article = styled.article`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
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

const Testimonial = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.container.narrow};
  figcaption {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  li {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** The summary is often the content's first paragraph: shown once, not twice. */
const opensWith = (html: string, text: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .startsWith(text.replace(/\s+/g, ' ').trim().slice(0, 80));

interface ContentArticleProps {
  page: Page;
  /** Blocks the page composes from other features (a store's address and map, the store finder). */
  beforeContent?: ReactNode;
  afterContent?: ReactNode;
}

/**
 * A CMS page of any family: breadcrumbs, title, meta (date, author, reading time), cover with its
 * mobile crop, table of contents, content, display blocks, pushes and related pages. Realisations add
 * their gallery and products used; testimonials their rating and place.
 */
export function ContentArticle({ page, beforeContent, afterContent }: ContentArticleProps) {
  const type = page.type.technical_name;
  const [cover, ...photos] = page.covers;
  const isTestimonial = type === 'testimonial';
  const isRealisation = type === 'realisation';
  const gallery = isRealisation
    ? [...photos, ...page.paragraphs_display.flatMap((p) => (p.image ? [p.image] : []))]
    : [];
  return (
    <Article>
      <Breadcrumbs items={page.breadcrumbs} />
      <Header>
        <Title>{page.title}</Title>
        <ArticleMeta page={page} />
      </Header>
      {isTestimonial ? (
        <Testimonial>
          {page.rating ? <Rating value={page.rating} /> : null}
          <RichText html={page.content} />
          <figcaption>
            {[page.author, page.place].filter(Boolean).join(', ')} –{' '}
            <time dateTime={page.publication_date}>{formatDate(page.publication_date)}</time>
          </figcaption>
        </Testimonial>
      ) : (
        <>
          {page.text && !isRealisation && !opensWith(page.content, page.text) ? <Lead>{page.text}</Lead> : null}
          {cover && type !== 'legal' ? <PageCover image={cover} mobile={page.covers_mobile[0]} priority /> : null}
          {isRealisation && page.tags.length ? (
            <Tags aria-label="Caractéristiques du projet">
              {page.tags.map((tag) => (
                <li key={tag.id}>{tag.name}</li>
              ))}
            </Tags>
          ) : null}
          {beforeContent}
          <TableOfContents entries={page.table_of_content} />
          <ContentWithParagraphs content={page.content} items={isRealisation ? [] : page.paragraphs_display} />
          <Gallery images={gallery} />
        </>
      )}
      {afterContent}
      <PushBlocks
        id="push-title"
        title={isRealisation ? 'Les produits utilisés' : 'Pour aller plus loin'}
        items={page.push}
      />
      <RelatedPages page={page} />
    </Article>
  );
}
