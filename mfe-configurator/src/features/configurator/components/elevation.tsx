import { GATE_HEIGHT_MM, SLAT_HEIGHT_MM } from '../../../lib/fence-engine/constants';
import type { FenceConfig, FenceResult } from '../../../lib/fence-engine/types';
import { metres } from './format';

const GAP_MM = 400;
const GROUND_MM = 250;
const POST_EXTRA_MM = 60;

interface ElevationProps {
  config: FenceConfig;
  result: FenceResult;
  hex: string;
}

/**
 * The fence drawn flat, segment after segment (a corner is a dashed mark): posts, panels with their
 * slats and the gate door, to scale. Drawn in SVG: no WebGL, no outside tiles, printable.
 */
export function Elevation({ config, result, hex }: ElevationProps) {
  const offsets: number[] = [];
  let total = 0;
  config.segments.forEach((segment, index) => {
    offsets.push(total);
    total += segment.lengthMm + (index < config.segments.length - 1 ? GAP_MM : 0);
  });
  const height = config.heightMm + POST_EXTRA_MM + GROUND_MM;
  const top = POST_EXTRA_MM;
  const slats = Math.max(1, Math.round(config.heightMm / SLAT_HEIGHT_MM));
  const label = `Élévation de la clôture\u00a0: ${config.segments.map((s) => metres(s.lengthMm)).join(' puis ')}, ${metres(
    config.heightMm,
  )} de haut, ${result.layout.filter((i) => i.kind === 'panel').length} panneaux${config.gateDoor ? ', un portillon' : ''}${config.gate ? `, un portail ${config.gate.opening === 'swing' ? 'battant' : 'coulissant'}` : ''}.`;

  return (
    <svg
      viewBox={`-100 0 ${total + 200} ${height}`}
      width="100%"
      role="img"
      aria-label={label}
      data-testid="fence-elevation"
      style={{ maxHeight: '18rem', display: 'block' }}
    >
      <rect x={-100} y={top + config.heightMm} width={total + 200} height={GROUND_MM} fill="#d9d2c5" />
      {config.segments.slice(1).map((_, index) => (
        <line
          key={`corner-${index}`}
          x1={offsets[index + 1]! - GAP_MM / 2}
          x2={offsets[index + 1]! - GAP_MM / 2}
          y1={0}
          y2={top + config.heightMm}
          stroke="#6b6560"
          strokeDasharray="60 40"
          strokeWidth={20}
        />
      ))}
      {result.layout.map((item, index) => {
        const x = offsets[item.segment]! + item.startMm;
        if (item.kind === 'post') {
          return (
            <rect
              key={index}
              data-kind="post"
              x={x}
              y={0}
              width={item.widthMm}
              height={top + config.heightMm}
              fill="#4a4d50"
            />
          );
        }
        if (item.kind === 'gate_door') {
          return (
            <g key={index} data-kind="gate_door">
              <rect
                x={x + 10}
                y={top + 40}
                width={item.widthMm - 20}
                height={config.heightMm - 40}
                fill={hex}
                stroke="#2b2622"
                strokeWidth={16}
              />
              <line
                x1={x + item.widthMm - 90}
                x2={x + item.widthMm - 90}
                y1={top + config.heightMm / 2 - 60}
                y2={top + config.heightMm / 2 + 60}
                stroke="#2b2622"
                strokeWidth={24}
              />
            </g>
          );
        }
        if (item.kind === 'gate') {
          const gateHeight = Math.min(GATE_HEIGHT_MM, config.heightMm + POST_EXTRA_MM);
          const y = top + config.heightMm - gateHeight;
          const swing = config.gate?.opening !== 'sliding';
          return (
            <g key={index} data-kind="gate">
              <rect
                x={x + 10}
                y={y + 20}
                width={item.widthMm - 20}
                height={gateHeight - 40}
                fill={hex}
                stroke="#2b2622"
                strokeWidth={20}
              />
              {swing ? (
                <line
                  x1={x + item.widthMm / 2}
                  x2={x + item.widthMm / 2}
                  y1={y + 20}
                  y2={y + gateHeight - 20}
                  stroke="#2b2622"
                  strokeWidth={20}
                />
              ) : (
                <path
                  d={
                    config.gate?.side === 'left'
                      ? `M ${x + 400} ${y + gateHeight / 2} h -300 l 80 -50 m -80 50 l 80 50`
                      : `M ${x + item.widthMm - 400} ${y + gateHeight / 2} h 300 l -80 -50 m 80 50 l -80 50`
                  }
                  stroke="#2b2622"
                  strokeWidth={20}
                  fill="none"
                />
              )}
              {config.gate?.motorised && (
                <rect
                  data-kind="motor"
                  x={x + 60}
                  y={top + config.heightMm - 260}
                  width={220}
                  height={220}
                  fill="#2b2622"
                />
              )}
            </g>
          );
        }
        const slatHeight = config.heightMm / slats;
        return (
          <g key={index} data-kind="panel">
            {Array.from({ length: slats }, (_, slat) => (
              <rect
                key={slat}
                x={x}
                y={top + slat * slatHeight + 6}
                width={item.widthMm}
                height={slatHeight - 12}
                fill={hex}
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
