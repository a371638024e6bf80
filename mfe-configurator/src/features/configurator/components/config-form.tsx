import { Checkbox, Radio, RadioGroup, Select } from '@arbora/shared/ui/forms';
import styled from 'styled-components';
import { MAX_SEGMENTS, SLAT_HEIGHT_MM } from '../../../lib/fence-engine/constants';
import { gateDoorWidths, rangesOf } from '../../../lib/fence-engine/parts';
import type { FenceConfig, FenceParts, Fixing } from '../../../lib/fence-engine/types';
import { metres } from './format';
import { Fieldset, Row } from './form-styles';
import { GateFieldset } from './gate-fieldset';
import { LengthInput } from './length-input';

const Swatch = styled.span<{ $hex: string }>`
  display: inline-block;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ $hex }) => $hex};
  vertical-align: middle;
  margin-right: ${({ theme }) => theme.space.xs};
`;

const SmallButton = styled.button`
  font: inherit;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
`;

const FIXINGS: { value: Fixing; label: string; hint: string }[] = [
  {
    value: 'concrete',
    label: 'Poteaux scellés dans le béton',
    hint: 'Le plus solide, pour un terrain en pleine terre.',
  },
  { value: 'base_plate', label: 'Poteaux sur platines', hint: 'Vissés sur une dalle béton, jusqu’à 1,50 m de haut.' },
  { value: 'low_wall', label: 'Sur un muret', hint: 'Platines chevillées sur la maçonnerie existante.' },
];

interface ConfigFormProps {
  parts: FenceParts;
  config: FenceConfig;
  onChange: (next: FenceConfig) => void;
  /** The 3D configurator offers corners and the gate door's position; the quick planner does not. */
  advanced: boolean;
}

/** The configuration as an ordinary HTML form: it works before and without any drawing. */
export function ConfigForm({ parts, config, onChange, advanced }: ConfigFormProps) {
  const ranges = rangesOf(parts.panels).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const range = ranges.find((r) => r.id === config.rangeId) ?? ranges[0];
  const widths = gateDoorWidths(parts.gateDoors);
  const set = (patch: Partial<FenceConfig>) => onChange({ ...config, ...patch });
  const setSegment = (index: number, lengthMm: number) =>
    set({ segments: config.segments.map((s, i) => (i === index ? { lengthMm } : s)) });

  return (
    <form aria-label="Votre clôture" onSubmit={(event) => event.preventDefault()}>
      <Fieldset>
        <legend>1. Gamme et coloris</legend>
        <Select
          label="Gamme"
          value={String(range?.id ?? '')}
          options={ranges.map((r) => ({ value: String(r.id), label: r.name }))}
          onChange={(event) => {
            const next = ranges.find((r) => r.id === Number(event.target.value));
            if (!next) return;
            const colour = next.colours.some((c) => c.technicalName === config.colour)
              ? config.colour
              : next.colours[0]!.technicalName;
            const heightMm = next.heightsMm.includes(config.heightMm) ? config.heightMm : next.heightsMm[0]!;
            set({ rangeId: next.id, colour, heightMm });
          }}
        />
        <RadioGroup label="Coloris">
          {range?.colours.map((colour) => (
            <Radio
              key={colour.technicalName}
              name="colour"
              value={colour.technicalName}
              checked={config.colour === colour.technicalName}
              onChange={() => set({ colour: colour.technicalName })}
              label={
                <>
                  <Swatch $hex={colour.hex} aria-hidden="true" />
                  {colour.name}
                </>
              }
            />
          ))}
        </RadioGroup>
      </Fieldset>

      <Fieldset>
        <legend>2. Hauteur et fixation</legend>
        <RadioGroup label="Hauteur">
          {range?.heightsMm.map((height) => (
            <Radio
              key={height}
              name="height"
              value={String(height)}
              checked={config.heightMm === height}
              onChange={() => set({ heightMm: height })}
              label={`${metres(height)} (${Math.round(height / SLAT_HEIGHT_MM)} lames)`}
            />
          ))}
        </RadioGroup>
        <RadioGroup label="Fixation des poteaux">
          {FIXINGS.map((fixing) => (
            <Radio
              key={fixing.value}
              name="fixing"
              value={fixing.value}
              checked={config.fixing === fixing.value}
              onChange={() => set({ fixing: fixing.value })}
              label={fixing.label}
              hint={fixing.hint}
            />
          ))}
        </RadioGroup>
      </Fieldset>

      <Fieldset>
        <legend>3. Longueurs</legend>
        {advanced ? (
          <>
            {config.segments.map((segment, index) => (
              <Row key={index}>
                <LengthInput
                  label={index === 0 ? 'Segment 1' : `Segment ${index + 1} (après un angle à 90°)`}
                  valueMm={segment.lengthMm}
                  onChange={(mm) => setSegment(index, mm)}
                />
                {index > 0 && (
                  <SmallButton
                    type="button"
                    onClick={() => set({ segments: config.segments.filter((_, i) => i !== index) })}
                  >
                    Retirer le segment {index + 1}
                  </SmallButton>
                )}
              </Row>
            ))}
            {config.segments.length < MAX_SEGMENTS && (
              <SmallButton type="button" onClick={() => set({ segments: [...config.segments, { lengthMm: 4000 }] })}>
                Ajouter un angle à 90°
              </SmallButton>
            )}
          </>
        ) : (
          <LengthInput
            label="Longueur totale"
            valueMm={config.segments.reduce((sum, s) => sum + s.lengthMm, 0)}
            onChange={(mm) => set({ segments: [{ lengthMm: mm }] })}
          />
        )}
      </Fieldset>

      <Fieldset>
        <legend>4. Portillon</legend>
        <Checkbox
          label="Ajouter un portillon"
          checked={config.gateDoor !== null}
          onChange={(event) =>
            set({
              gateDoor: event.target.checked ? { widthMm: widths[0] ?? 1000, offsetMm: 0, hinge: 'left' } : null,
            })
          }
        />
        {config.gateDoor && (
          <Row>
            <Select
              label="Largeur du portillon"
              value={String(config.gateDoor.widthMm)}
              options={widths.map((w) => ({ value: String(w), label: metres(w) }))}
              onChange={(event) => set({ gateDoor: { ...config.gateDoor!, widthMm: Number(event.target.value) } })}
            />
            <Select
              label="Charnières"
              hint={'Vu de la rue\u00a0; ouverture vers l’intérieur de la propriété.'}
              value={config.gateDoor.hinge}
              options={[
                { value: 'left', label: 'À gauche' },
                { value: 'right', label: 'À droite' },
              ]}
              onChange={(event) =>
                set({ gateDoor: { ...config.gateDoor!, hinge: event.target.value === 'right' ? 'right' : 'left' } })
              }
            />
            {advanced && (
              <LengthInput
                label="Clôture avant le portillon"
                minMm={0}
                valueMm={config.gateDoor.offsetMm}
                onChange={(mm) => set({ gateDoor: { ...config.gateDoor!, offsetMm: mm } })}
              />
            )}
          </Row>
        )}
      </Fieldset>

      {advanced && <GateFieldset parts={parts} config={config} set={set} />}
    </form>
  );
}
