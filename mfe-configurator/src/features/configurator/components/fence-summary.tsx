import type { FenceConfig, FenceResult } from '../../../lib/fence-engine/types';
import { metres, money } from './format';

const FIXING: Record<FenceConfig['fixing'], string> = {
  concrete: 'poteaux scellés',
  base_plate: 'poteaux sur platines',
  low_wall: 'sur muret',
};

/** One sentence for the screen reader's live region and the print header. */
export function summaryText(config: FenceConfig, result: FenceResult, colourName: string): string {
  const length = config.segments.reduce((sum, s) => sum + s.lengthMm, 0);
  const corners = config.segments.length - 1;
  return [
    `Clôture de ${metres(length)}`,
    corners > 0 ? ` avec ${corners} angle${corners > 1 ? 's' : ''}` : '',
    `, ${metres(config.heightMm)} de haut, ${colourName}, ${FIXING[config.fixing]}`,
    config.gateDoor ? `, portillon de ${metres(config.gateDoor.widthMm)}` : '',
    config.gate
      ? `, portail ${config.gate.opening === 'swing' ? 'battant' : 'coulissant'} de ${metres(config.gate.widthMm)}${config.gate.motorised ? ' motorisé' : ''}`
      : '',
    result.ok ? `\u00a0: ${money(result.totals.ttc)}\u00a0TTC.` : '\u00a0: configuration à ajuster.',
  ].join('');
}

export function FenceSummary({ text }: { text: string }) {
  return (
    <p aria-live="polite" data-testid="fence-summary">
      {text}
    </p>
  );
}
