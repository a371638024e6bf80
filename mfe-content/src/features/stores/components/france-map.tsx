import styled from 'styled-components';
import type { LatLng } from '@arbora/shared/geo';

/** Metropolitan France's coast and borders, simplified (lat, lng), clockwise from Dunkerque. */
const MAINLAND: [number, number][] = [
  [51.05, 2.37],
  [50.69, 3.2],
  [50.3, 4.1],
  [50.14, 4.83],
  [49.52, 5.76],
  [49.47, 6.36],
  [49.1, 7.0],
  [48.97, 8.23],
  [48.58, 7.8],
  [47.6, 7.6],
  [47.5, 7.0],
  [47.0, 6.9],
  [46.4, 6.1],
  [46.4, 6.8],
  [45.83, 6.86],
  [45.1, 7.0],
  [44.4, 6.9],
  [43.78, 7.5],
  [43.7, 7.26],
  [43.1, 5.9],
  [43.3, 5.37],
  [43.4, 4.6],
  [43.5, 3.9],
  [43.15, 3.1],
  [42.7, 3.05],
  [42.44, 3.17],
  [42.5, 2.0],
  [42.6, 1.5],
  [42.8, 0.0],
  [43.0, -1.0],
  [43.35, -1.78],
  [43.48, -1.56],
  [44.6, -1.25],
  [45.6, -1.2],
  [46.2, -1.2],
  [46.5, -1.8],
  [47.1, -2.2],
  [47.3, -2.5],
  [47.5, -2.8],
  [47.7, -3.4],
  [47.8, -4.35],
  [48.05, -4.7],
  [48.4, -4.8],
  [48.65, -4.4],
  [48.7, -3.9],
  [48.85, -3.0],
  [48.6, -2.1],
  [48.65, -1.55],
  [49.1, -1.6],
  [49.65, -1.9],
  [49.65, -1.25],
  [49.35, -1.1],
  [49.3, -0.2],
  [49.45, 0.1],
  [49.85, 0.6],
  [50.05, 1.45],
  [50.7, 1.6],
  [50.95, 1.85],
];
const CORSICA: [number, number][] = [
  [43.0, 9.4],
  [42.55, 9.5],
  [41.4, 9.2],
  [41.9, 8.6],
  [42.55, 8.7],
];

const WEST = -5.2;
const NORTH = 51.3;
/** Equirectangular projection at France's mean latitude: 100 units per degree of latitude. */
const SCALE = 100;
const LNG_FACTOR = Math.cos((46.5 * Math.PI) / 180);
export const project = ({ lat, lng }: LatLng) => ({
  x: Math.round((lng - WEST) * LNG_FACTOR * SCALE),
  y: Math.round((NORTH - lat) * SCALE),
});
const path = (points: [number, number][]) =>
  `M${points.map(([lat, lng]) => `${project({ lat, lng }).x},${project({ lat, lng }).y}`).join('L')}Z`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 28rem;
  height: auto;
  .land {
    fill: ${({ theme }) => theme.color.surfaceMuted};
    stroke: ${({ theme }) => theme.color.borderStrong};
    stroke-width: 3;
  }
  .pin {
    fill: ${({ theme }) => theme.color.primary};
    stroke: ${({ theme }) => theme.color.surface};
    stroke-width: 4;
  }
  .pin.current {
    fill: ${({ theme }) => theme.color.danger};
  }
`;

export interface MapPin extends LatLng {
  id: number | string;
  label: string;
  current?: boolean;
}

/**
 * France and its pins drawn in SVG: no map tiles from a third party, so no outside request and
 * no cookie. The labelled image says in words what the pins show.
 */
export function FranceMap({ pins, label }: { pins: MapPin[]; label: string }) {
  return (
    <Svg viewBox="0 0 1030 1000" width="412" height="400" role="img" aria-label={label}>
      <path className="land" d={path(MAINLAND)} />
      <path className="land" d={path(CORSICA)} />
      {pins.map((pin) => {
        const { x, y } = project(pin);
        return (
          <circle key={pin.id} className={pin.current ? 'pin current' : 'pin'} cx={x} cy={y} r={pin.current ? 18 : 12}>
            <title>{pin.label}</title>
          </circle>
        );
      })}
    </Svg>
  );
}
