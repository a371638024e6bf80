import type { PageSummary } from '@arbora/shared/schemas';
import styled from 'styled-components';

// Metropolitan France in an equirectangular projection, longitudes narrowed by cos(46.5°).
const WEST = -5.3;
const EAST = 9.7;
const NORTH = 51.2;
const SOUTH = 41.3;
const WIDTH = 300;
const HEIGHT = Math.round((WIDTH * (NORTH - SOUTH)) / ((EAST - WEST) * Math.cos((46.5 * Math.PI) / 180)));

const x = (lng: number) => ((lng - WEST) / (EAST - WEST)) * WIDTH;
const y = (lat: number) => ((NORTH - lat) / (NORTH - SOUTH)) * HEIGHT;

/** A rough outline of the mainland and Corsica (lat, lng), drawn once: no map tiles, no third party. */
const MAINLAND: [number, number][] = [
  [51.08, 2.54],
  [50.1, 1.5],
  [49.7, 0.2],
  [49.4, -0.2],
  [49.7, -1.3],
  [49.65, -1.95],
  [48.65, -1.6],
  [48.85, -3.0],
  [48.7, -4.1],
  [48.4, -4.8],
  [47.9, -4.4],
  [47.7, -3.3],
  [47.3, -2.5],
  [46.9, -2.1],
  [46.2, -1.2],
  [45.6, -1.2],
  [44.6, -1.25],
  [43.6, -1.5],
  [43.35, -1.75],
  [42.8, 0.7],
  [42.45, 3.15],
  [43.1, 3.1],
  [43.55, 4.1],
  [43.3, 5.4],
  [43.1, 6.2],
  [43.7, 7.5],
  [44.1, 7.7],
  [45.1, 6.7],
  [45.9, 7.0],
  [46.4, 6.2],
  [47.5, 7.0],
  [47.6, 7.6],
  [48.95, 8.2],
  [49.2, 6.6],
  [49.55, 5.8],
  [50.1, 4.8],
  [50.3, 4.0],
  [50.75, 3.0],
];
const CORSICA: [number, number][] = [
  [43.0, 9.4],
  [42.0, 9.55],
  [41.4, 9.2],
  [41.9, 8.6],
  [42.6, 8.7],
];
const path = (points: [number, number][]) =>
  `M${points.map(([lat, lng]) => `${x(lng).toFixed(1)},${y(lat).toFixed(1)}`).join('L')}Z`;

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    max-width: 26rem;
    height: auto;
    display: block;
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

interface InstallerMapProps {
  installers: readonly PageSummary[];
  highlighted: readonly number[];
  from: { lat: number; lng: number } | null;
}

/** Where the partner installers are; the nearest to the searched postcode stand out. */
export function InstallerMap({ installers, highlighted, from }: InstallerMapProps) {
  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="installer-map-caption">
        <path d={path(MAINLAND)} fill="#EFE7DC" stroke="#8A7B6E" strokeWidth="1" />
        <path d={path(CORSICA)} fill="#EFE7DC" stroke="#8A7B6E" strokeWidth="1" />
        {installers.map((installer) =>
          installer.location ? (
            <circle
              key={installer.id}
              cx={x(installer.location.lng)}
              cy={y(installer.location.lat)}
              r={highlighted.includes(installer.id) ? 6 : 4}
              fill={highlighted.includes(installer.id) ? '#8A4B1F' : '#6B5E53'}
              stroke="#FFFFFF"
              strokeWidth="1.5"
            >
              <title>{`${installer.title} (${installer.location.city})`}</title>
            </circle>
          ) : null,
        )}
        {from && (
          <rect x={x(from.lng) - 5} y={y(from.lat) - 5} width="10" height="10" fill="#1A5FB4" stroke="#FFFFFF" />
        )}
      </svg>
      <figcaption id="installer-map-caption">
        Carte de nos {installers.length} poseurs partenaires en France
        {from
          ? '\u00a0; le carré bleu situe votre code postal, les points agrandis les poseurs les plus proches.'
          : '.'}
      </figcaption>
    </Figure>
  );
}
