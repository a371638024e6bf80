import type { Attribute, Product } from '@arbora/shared/schemas';
import { Button, Picture, renderWhenNear, RichText } from '@arbora/shared/ui';
import styled from 'styled-components';
import { FaqAccordion } from '../../../components/faq-accordion';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${renderWhenNear('20rem')}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.heading};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: ${({ theme }) => theme.container.narrow};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  th {
    width: 40%;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

const Pushes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    align-content: start;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  p {
    margin: 0;
  }
`;

const Documents = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

const Ambiance = styled.div`
  img {
    display: block;
    width: 100%;
    max-width: ${({ theme }) => theme.container.narrow};
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/** The ambiance photo: the text's width, at most the narrow container (48rem). */
const AMBIANCE_SIZES = '(min-width: 48rem) 48rem, 100vw';

/** How an attribute reads in the table: its value, or every value the product comes in. */
export function attributeText(attribute: Attribute): string {
  return attribute.value ?? attribute.values.join(', ');
}

/** Technical documents of a product family, served as PDF by the API. */
export function productDocuments(product: Pick<Product, 'id'>): { label: string; href: string }[] {
  return [
    { label: 'Fiche technique (PDF)', href: `/api/v1/product/${product.id}/document/fiche-technique` },
    { label: 'Guide de pose (PDF)', href: `/api/v1/product/${product.id}/document/guide-de-pose` },
  ];
}

/** Description, characteristics, documents, FAQ and pushes of a product page. */
export function ProductDetails({ product, attributes }: { product: Product; attributes: readonly Attribute[] }) {
  return (
    <>
      {product.page_paragraphs.length ? (
        <Section aria-labelledby="produit-description">
          <h2 id="produit-description">Description</h2>
          {product.page_paragraphs.map((paragraph) =>
            paragraph.type === 'image' && paragraph.image ? (
              <Ambiance key={paragraph.id}>
                <Picture image={paragraph.image} sizes={AMBIANCE_SIZES} />
              </Ambiance>
            ) : (
              <RichText key={paragraph.id} html={paragraph.content} />
            ),
          )}
        </Section>
      ) : null}
      <Section aria-labelledby="produit-caracteristiques">
        <h2 id="produit-caracteristiques">Caractéristiques</h2>
        <Table aria-labelledby="produit-caracteristiques">
          <tbody>
            {attributes.map((attribute) => (
              <tr key={attribute.technical_name}>
                <th scope="row">{attribute.name}</th>
                <td>{attributeText(attribute)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      {/* the table above already lists the characteristics: their paragraph would repeat it; each
          other technical block (« Mise en œuvre ») is a section of the page, spaced as the others */}
      {product.product_paragraphs
        .filter((paragraph) => paragraph.id !== 'caracteristiques')
        .map((paragraph) =>
          paragraph.title ? (
            <Section key={paragraph.id} aria-labelledby={`produit-${paragraph.id}`}>
              <h2 id={`produit-${paragraph.id}`}>{paragraph.title}</h2>
              <RichText html={paragraph.content} />
            </Section>
          ) : (
            <Section key={paragraph.id}>
              <RichText html={paragraph.content} />
            </Section>
          ),
        )}
      <Section aria-labelledby="produit-documents">
        <h2 id="produit-documents">Documents à télécharger</h2>
        <Documents>
          {productDocuments(product).map((doc) => (
            <li key={doc.href}>
              <a href={doc.href} download>
                {doc.label}
              </a>
            </li>
          ))}
        </Documents>
      </Section>
      {product.faq_paragraphs.length ? (
        <Section aria-labelledby="produit-faq">
          <h2 id="produit-faq">Questions fréquentes</h2>
          <FaqAccordion items={product.faq_paragraphs} />
        </Section>
      ) : null}
      {product.push_paragraphs.length ? (
        <Section aria-label="À découvrir aussi">
          <Pushes>
            {product.push_paragraphs.map((push) => (
              <li key={push.title}>
                <h3>{push.title}</h3>
                <p>{push.text}</p>
                <div>
                  <Button to={push.url} variant="secondary">
                    {push.label}
                  </Button>
                </div>
              </li>
            ))}
          </Pushes>
        </Section>
      ) : null}
    </>
  );
}
