import { Container } from '@arbora/shared/ui/commerce';
import { Link } from '@arbora/shared/ui';
import styled from 'styled-components';
import { ActionsSection } from './components/actions-section';
import { CommerceSection } from './components/commerce-section';
import { ContentSection } from './components/content-section';
import { FeedbackSection } from './components/feedback-section';
import { FormsSection } from './components/forms-section';
import { NavigationSection } from './components/navigation-section';
import { OverlaysSection } from './components/overlays-section';
import { TokensSection } from './components/tokens-section';

const chapters = [
  { id: 'tokens', label: 'Couleurs, espacements et typographie' },
  { id: 'actions', label: 'Boutons et liens' },
  { id: 'formulaires', label: 'Formulaires' },
  { id: 'navigation', label: 'Navigation' },
  { id: 'commerce', label: 'Prix, notes et fiches produit' },
  { id: 'retours', label: 'Notifications et chargement' },
  { id: 'fenetres', label: 'Fenêtres modales et tiroirs' },
  { id: 'contenu', label: 'Contenu et mise en page' },
];

const Title = styled.h1`
  margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSize.xxxl};
`;

const Intro = styled.p`
  max-width: 48rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Toc = styled.ol`
  columns: 2 16rem;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

/** /styleguide: every component of the design system with French sample content. */
export default function StyleguidePage() {
  return (
    <Container>
      <Title>Guide de style Arbora</Title>
      <Intro>
        Les composants partagés du site, tels que les équipes les utilisent : chaque élément est accessible au clavier
        et aux lecteurs d’écran, et suit le thème de la gamme affichée (composite Arbora ou plastique Océlia).
      </Intro>
      <nav aria-label="Sommaire du guide de style">
        <Toc>
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              <Link to={`#${chapter.id}`}>{chapter.label}</Link>
            </li>
          ))}
        </Toc>
      </nav>
      <TokensSection />
      <ActionsSection />
      <FormsSection />
      <NavigationSection />
      <CommerceSection />
      <FeedbackSection />
      <OverlaysSection />
      <ContentSection />
    </Container>
  );
}
