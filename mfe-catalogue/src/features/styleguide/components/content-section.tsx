import { Accordion, VisuallyHidden } from '@arbora/shared/ui';
import { Container, Stack } from '@arbora/shared/ui/commerce';
import styled from 'styled-components';
import { Demo, Note, Section, Subheading } from './section';

const faq = [
  {
    id: 'entretien',
    title: 'Comment entretenir ma terrasse composite ?',
    content: (
      <p>
        Un nettoyage à l’eau savonneuse deux fois par an suffit ; évitez le nettoyeur haute pression à moins de 30 cm.
      </p>
    ),
  },
  {
    id: 'garantie',
    title: 'Quelle est la durée de la garantie ?',
    content: <p>Nos lames composites sont garanties 20 ans contre le pourrissement et les termites.</p>,
  },
  {
    id: 'pose',
    title: 'Puis-je poser mes lames moi-même ?',
    content: <p>Oui : notre guide de pose et nos vidéos détaillent chaque étape, des lambourdes aux finitions.</p>,
  },
];

const Box = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** FAQ accordion, layout primitives and text for screen readers only. */
export function ContentSection() {
  return (
    <Section id="contenu" title="Contenu et mise en page">
      <Demo>
        <Subheading>Foire aux questions</Subheading>
        <Accordion items={faq} headingLevel={4} />
      </Demo>
      <Demo>
        <Subheading>Conteneur et pile</Subheading>
        <Container width="narrow">
          <Stack direction="row" gap="sm" wrap>
            <Box>Lames</Box>
            <Box>Lambourdes</Box>
            <Box>Clips de fixation</Box>
          </Stack>
        </Container>
      </Demo>
      <Demo>
        <Subheading>Texte masqué visuellement</Subheading>
        <Note>
          Ce paragraphe contient une phrase lue seulement par les lecteurs d’écran :
          <VisuallyHidden> bonjour, ce texte n’est pas affiché à l’écran.</VisuallyHidden>
        </Note>
      </Demo>
    </Section>
  );
}
