import DOMPurify from 'dompurify';
import { isBrowser } from '@arbora/shared/env';
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
 * CMS HTML. The API already sanitizes it; the browser sanitizes again (defence in depth, and a
 * remote must never trust a payload it did not make).
 */
export function RichText({ html }: { html: string }) {
  const clean = isBrowser ? DOMPurify.sanitize(html) : html;
  return <Prose dangerouslySetInnerHTML={{ __html: clean }} />;
}
