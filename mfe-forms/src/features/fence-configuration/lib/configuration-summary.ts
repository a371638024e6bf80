import type { FenceConfiguration, FenceFixing, FenceGate } from '@arbora/shared/configuration';
import { formatMoney, moneyFromWire } from '@arbora/shared/format';
import type { FenceRange } from '../api/get-fence-range';

const FIXINGS: Record<FenceFixing, string> = {
  concrete: 'poteaux scellés dans le béton',
  base_plate: 'poteaux vissés sur platines',
  low_wall: 'sur un muret',
};

const wholeMetres = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const centimetres = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 12500 → « 12,50 m », 8000 → « 8 m » (as the forms' choices read; a non-breaking space before the unit). */
export const inMetres = (mm: number) => `${(mm % 1000 === 0 ? wholeMetres : centimetres).format(mm / 1000)}\u00a0m`;

/** `gris-anthracite` → « Gris anthracite », when the catalogue does not name the colour. */
const fromTechnicalName = (name: string) => {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The colour's name: the range's own, else readable from its technical name. */
export const colourName = (config: FenceConfiguration, range: FenceRange | null) =>
  range?.colours.find((c) => c.technicalName === config.colour)?.name ?? fromTechnicalName(config.colour);

export const totalLengthMm = (config: FenceConfiguration) =>
  config.segments.reduce((sum, segment) => sum + segment.lengthMm, 0);

/** « Portail : battant de 3 m, à 6 m du début, … »: what a gate installer needs to know. */
export function gateLine(gate: FenceGate): string {
  const side = gate.side === 'left' ? 'gauche' : 'droite';
  const parts =
    gate.opening === 'swing'
      ? [
          `battant de ${inMetres(gate.widthMm)}`,
          `à ${inMetres(gate.offsetMm)} du début`,
          `ouverture vers l’${gate.direction === 'inward' ? 'intérieur' : 'extérieur'}`,
          `vantail de ${side} en premier`,
        ]
      : [
          `coulissant de ${inMetres(gate.widthMm)}`,
          `à ${inMetres(gate.offsetMm)} du début`,
          `coulisse vers la ${side}`,
        ];
  if (gate.publicRoad) parts.push('sur la voie publique');
  parts.push(gate.motorised ? 'motorisé' : 'sans motorisation');
  return `Portail\u00a0: ${parts.join(', ')}`;
}

/** The configuration told as a salesperson reads it: one line per choice, in French. */
export function configurationLines(config: FenceConfiguration, range: FenceRange | null): string[] {
  const { segments, gateDoor, gate } = config;
  const sides =
    segments.length === 1
      ? 'en ligne droite'
      : `en ${segments.length} côtés (${segments.map((s) => inMetres(s.lengthMm)).join(' + ')}, angles à 90°)`;
  const lines = [
    `Gamme\u00a0: ${range ? range.name : `modèle n° ${config.rangeId}`}`,
    `Coloris\u00a0: ${colourName(config, range)}`,
    `Hauteur\u00a0: ${inMetres(config.heightMm)}`,
    `Pose\u00a0: ${FIXINGS[config.fixing]}`,
    `Longueur totale\u00a0: ${inMetres(totalLengthMm(config))} ${sides}`,
  ];
  if (gateDoor)
    lines.push(
      `Portillon\u00a0: ${inMetres(gateDoor.widthMm)} de large, à ${inMetres(gateDoor.offsetMm)} du début, ` +
        `charnières à ${gateDoor.hinge === 'left' ? 'gauche' : 'droite'}`,
    );
  if (gate) lines.push(gateLine(gate));
  return lines;
}

/** Corners and gates are drawn by the 3D configurator only: a link to the quick one would not show them. */
const configuratorPath = (config: FenceConfiguration) =>
  config.gate || config.segments.length > 1 ? '/configurateur-3d' : '/configurateur';

/** The configurator page that reopens this design. */
export const configuratorLink = (config: FenceConfiguration, encoded: string) =>
  `${configuratorPath(config)}?config=${encodeURIComponent(encoded)}`;

/**
 * The configurator's price of the design (`?estimation=`, TTC, éco-participation included, wire
 * money), or null when absent or not a plain amount.
 */
export function estimateOf(search: URLSearchParams): number | null {
  const raw = search.get('estimation');
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
}

/** « Prix indicatif du configurateur : 1 234,56 € TTC, éco-participation incluse ». */
export const estimateLine = (estimateTtc: number) =>
  `Prix indicatif du configurateur\u00a0: ${formatMoney(moneyFromWire(estimateTtc))} TTC, éco-participation incluse`;

/** The text that goes into the quote's message: the summary, its price and the link to open it again. */
export function configurationMessage(
  config: FenceConfiguration,
  range: FenceRange | null,
  encoded: string,
  estimateTtc: number | null = null,
): string {
  return [
    'Ma configuration (configurateur de clôture)\u00a0:',
    ...configurationLines(config, range).map((line) => `- ${line}`),
    ...(estimateTtc === null ? [] : [`- ${estimateLine(estimateTtc)}`]),
    `Lien de la configuration\u00a0: ${configuratorLink(config, encoded)}`,
  ].join('\n');
}
