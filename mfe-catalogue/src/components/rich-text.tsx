import styled from 'styled-components';

const Prose = styled.div`
  line-height: ${({ theme }) => theme.lineHeight.normal};
  max-width: ${({ theme }) => theme.container.narrow};
  a {
    color: ${({ theme }) => theme.color.link};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  > :first-child {
    margin-top: 0;
  }
`;

/** CMS HTML of the catalogue (descriptions, FAQ answers): the API sanitizes it before serving it. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
