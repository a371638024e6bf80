import styled from 'styled-components';

const Prose = styled.div`
  line-height: ${({ theme }) => theme.lineHeight.normal};
  max-width: ${({ theme }) => theme.container.narrow};
  > :first-child {
    margin-top: 0;
  }
  h2,
  h3 {
    scroll-margin-top: 6rem;
    color: ${({ theme }) => theme.color.heading};
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

export interface RichTextProps {
  /** HTML of the CMS or the catalogue, sanitized by the API before it is served. */
  html: string;
  className?: string;
}

/**
 * CMS and catalogue HTML (pages, descriptions, FAQ answers), sanitized by the API before it is
 * served (`api/src/lib/sanitize.ts`, one allow-list: no script, event handler, javascript: URL or
 * inline style; tested there). Pages are rendered on the server, so the HTML is in the document
 * before any browser code runs: a second sanitizer here could not protect it, and would only add
 * JavaScript to every page's boot.
 */
export function RichText({ html, className }: RichTextProps) {
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
