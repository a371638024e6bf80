import { contrastRatio, type Palette } from '@arbora/shared/ui';
import styled, { useTheme } from 'styled-components';
import { Demo, Note, Section, Subheading } from './section';

type TextRole = Exclude<keyof Palette, 'severity' | 'overlay'>;

// [foreground, background] as the components use them
const pairs: Array<[TextRole, TextRole]> = [
  ['text', 'background'],
  ['textMuted', 'background'],
  ['onPrimary', 'primary'],
  ['onSecondary', 'secondary'],
  ['link', 'surface'],
  ['danger', 'surface'],
  ['success', 'surface'],
  ['focus', 'background'],
];

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li<{ $fg: string; $bg: string }>`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Scale = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SpaceBar = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: 0.75rem;
  margin-inline-end: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.primary};
  vertical-align: middle;
`;

const Sample = styled.span<{ $size: string }>`
  font-size: ${({ $size }) => $size};
`;

const formatRatio = (ratio: number) => ratio.toFixed(2).replace('.', ',');

/** Colours with their measured contrast, spacing and type scales of the active theme. */
export function TokensSection() {
  const theme = useTheme();
  return (
    <Section id="tokens" title="Couleurs, espacements et typographie">
      <Note>
        Thème actif : {theme.line === 'ocelia' ? 'Océlia (ligne plastique)' : 'Arbora (composite)'}. Les textes
        atteignent un contraste d’au moins 4,5:1 (WCAG AA), les bordures et l’anneau de focus 3:1.
      </Note>
      <Demo>
        <Subheading>Couleurs</Subheading>
        <Swatches>
          {pairs.map(([fg, bg]) => (
            <Swatch key={`${fg}-${bg}`} $fg={theme.color[fg]} $bg={theme.color[bg]}>
              <strong>{fg}</strong> sur {bg}
              <br />
              Contraste {formatRatio(contrastRatio(theme.color[fg], theme.color[bg]))}:1
            </Swatch>
          ))}
        </Swatches>
      </Demo>
      <Demo>
        <Subheading>Espacements</Subheading>
        <Scale>
          {Object.entries(theme.space).map(([name, size]) => (
            <li key={name}>
              <SpaceBar $size={size} aria-hidden="true" />
              {name} : {size}
            </li>
          ))}
        </Scale>
      </Demo>
      <Demo>
        <Subheading>Typographie</Subheading>
        <Scale>
          {Object.entries(theme.fontSize).map(([name, size]) => (
            <li key={name}>
              <Sample $size={size}>
                {name} ({size}) : Lames composites pour terrasse
              </Sample>
            </li>
          ))}
        </Scale>
      </Demo>
    </Section>
  );
}
