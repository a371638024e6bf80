import type { RelayPoint } from '@arbora/shared/schemas';
import styled from 'styled-components';

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const SIZE = { width: 320, height: 240, margin: 24 };

/**
 * The farms placed by latitude and longitude on a plain SVG (no third-party tiles: nothing to
 * load, nothing to consent to). Numbers match the list; the chosen farm is filled.
 */
export function RelayFarmMap({ points, selected }: { points: readonly RelayPoint[]; selected: number | null }) {
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const span = (a: number, b: number) => (b - a === 0 ? 1 : b - a);
  const x = (lon: number) => SIZE.margin + ((lon - minLon) / span(minLon, maxLon)) * (SIZE.width - 2 * SIZE.margin);
  const y = (lat: number) =>
    SIZE.height - SIZE.margin - ((lat - minLat) / span(minLat, maxLat)) * (SIZE.height - 2 * SIZE.margin);
  return (
    <Figure>
      <svg viewBox={`0 0 ${SIZE.width} ${SIZE.height}`} role="img" aria-label="Carte des fermes relais proposées">
        {points.map((point, index) => {
          const chosen = point.id === selected;
          return (
            <g key={point.id} transform={`translate(${x(point.longitude)} ${y(point.latitude)})`}>
              <circle r={chosen ? 13 : 11} fill={chosen ? '#2E6B34' : '#FFFFFF'} stroke="#2E6B34" strokeWidth="2" />
              <text
                textAnchor="middle"
                dominantBaseline="central"
                fontSize="11"
                fontWeight="700"
                fill={chosen ? '#FFFFFF' : '#1F4D24'}
              >
                {index + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>Les numéros correspondent à la liste des fermes.</figcaption>
    </Figure>
  );
}
