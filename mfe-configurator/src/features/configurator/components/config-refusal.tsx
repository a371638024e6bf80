import styled from 'styled-components';
import { FIELD, segmentKey } from '../../../lib/fence-engine/config-query';
import { MAX_SEGMENTS } from '../../../lib/fence-engine/constants';
import { fieldId } from './form-styles';

const LABELS: Record<string, string> = {
  [FIELD.range]: 'Gamme',
  [FIELD.colour]: 'Coloris',
  [FIELD.height]: 'Hauteur',
  [FIELD.fixing]: 'Fixation des poteaux',
  [FIELD.length]: 'Longueur totale',
  [FIELD.gateDoorWidth]: 'Largeur du portillon',
  [FIELD.gateDoorHinge]: 'Charnières',
  [FIELD.gateDoorOffset]: 'Clôture avant le portillon',
  [FIELD.gateOpening]: 'Ouverture du portail',
  [FIELD.gateWidth]: 'Largeur du portail',
  [FIELD.gateSide]: 'Côté du portail',
  [FIELD.gateOffset]: 'Clôture avant le portail',
  [FIELD.gateDirection]: 'Sens d’ouverture des vantaux',
  ...Object.fromEntries(
    Array.from({ length: MAX_SEGMENTS }, (_, index) => [segmentKey(index), `Segment ${index + 1}`]),
  ),
};

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.color.severity.error.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.severity.error.background};
  color: ${({ theme }) => theme.color.severity.error.text};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a {
    color: inherit;
  }
`;

/**
 * After the settings form was submitted without JavaScript with a value it cannot take: the fence
 * shown is still the last valid one, and each refused field is named (a link to it), its message
 * beside it in the form.
 */
export function ConfigRefusal({ errors }: { errors: Readonly<Record<string, string>> }) {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return (
    <Box role="alert" data-testid="config-refusal">
      <p>
        Votre clôture n’a pas été modifiée&nbsp;:{' '}
        {keys.length > 1 ? `${keys.length}\u00a0choix sont à corriger.` : 'un choix est à corriger.'}
      </p>
      <ul>
        {keys.map((key) => (
          <li key={key}>
            <a href={`#${fieldId(key)}`}>
              {LABELS[key] ?? key}&nbsp;: {errors[key]}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}
