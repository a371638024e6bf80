import { ErrorSummary } from '@arbora/shared/ui/forms';
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

/** The summary's heading id (the box is labelled by it). */
const TITLE_ID = 'config-refusal-title';

/** « Votre clôture n’a pas été modifiée : 2 choix sont à corriger ». */
export const refusalTitle = (count: number) =>
  `Votre clôture n’a pas été modifiée\u00a0: ${count > 1 ? `${count}\u00a0choix sont à corriger` : 'un choix est à corriger'}`;

/**
 * After the settings form was submitted without JavaScript with a value it cannot take: the fence
 * shown is still the last valid one, and shared's ErrorSummary names each refused field (a link to
 * it), its message beside it in the form. It is the server's answer (`fromServer`): announced and
 * focused as the page loads; while it shows, the page's title starts with « Erreur : ».
 */
export function ConfigRefusal({ errors }: { errors: Readonly<Record<string, string>> }) {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return (
    <ErrorSummary
      fromServer
      id={TITLE_ID}
      title={refusalTitle(keys.length)}
      items={keys.map((key) => ({ id: fieldId(key), label: LABELS[key] ?? key, message: errors[key]! }))}
    />
  );
}
