import styled from 'styled-components';

const Prose = styled.div`
  line-height: ${({ theme }) => theme.lineHeight.normal};
  max-width: ${({ theme }) => theme.container.narrow};
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

/**
 * CMS HTML, sanitized by the API before it is served (`api/src/lib/sanitize.ts`, one allow-list:
 * no script, event handler, javascript: URL or inline style; tested there). The page is rendered
 * on the server, so the HTML is in the document before any browser code runs: a second sanitizer
 * here could not protect it, and would only add JavaScript to every content page's boot.
 */
export function RichText({ html }: { html: string }) {
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
