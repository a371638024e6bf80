import { Button } from '@arbora/shared/ui';
import { useHydrated } from '@arbora/shared/platform';
import { Checkbox, Radio, RadioGroup, Select } from '@arbora/shared/ui/forms';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { ADD_SEGMENT, FIELD, NEW_SEGMENT_MM, REMOVE_SEGMENT, segmentKey } from '../../../lib/fence-engine/config-query';
import { MAX_SEGMENTS, SLAT_HEIGHT_MM } from '../../../lib/fence-engine/constants';
import { gateDoorWidths, newGateDoor, rangesOf } from '../../../lib/fence-engine/parts';
import type { FenceConfig, FenceParts, Fixing } from '../../../lib/fence-engine/types';
import { metres } from './format';
import { Details, Fieldset, fieldId, Row } from './form-styles';
import { GateFieldset } from './gate-fieldset';
import { LengthInput } from './length-input';
import { OffsetField } from './offset-field';
import { CONFIG_PARAM } from './use-fence-config';

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

/** A refusal's link lands on its field with the label above it, below the sticky header (two rows). */
const Form = styled.form`
  [id] {
    scroll-margin-top: 10rem;
  }
`;

/** « Mettre à jour »: the settings form's submit where scripts do not run (with them, every choice applies at once). */
const NoScriptOnly = styled.div`
  display: none;
  @media (scripting: none) {
    display: block;
  }
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
  /** The values the fields show (after a refused submit, the accepted ones and the last valid ones). */
  config: FenceConfig;
  onChange: (next: FenceConfig) => void;
  /** The 3D configurator offers corners and the gate door's position; the quick planner does not. */
  advanced: boolean;
  /** Where the form is submitted without JavaScript: the page's own path (and where to land on it). */
  action: string;
  /** The share link's `config` of the fence on screen: what the submitted fields change. */
  encoded: string;
  /** French refusals of a submit without JavaScript, by field key (config-query.ts). */
  errors?: Readonly<Record<string, string>>;
  /** The length fields' texts as typed in that submit, by field key. */
  typed?: Readonly<Record<string, string>>;
}

/**
 * The configuration as an ordinary HTML form: it works before and without any drawing. With the
 * script every choice applies at once; without it the form is a GET of its fields to the page
 * (« Mettre à jour »), which the server renders for the design they describe.
 */
export function ConfigForm({
  parts,
  config,
  onChange,
  advanced,
  action,
  encoded,
  errors = {},
  typed = {},
}: ConfigFormProps) {
  const ranges = rangesOf(parts.panels).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const range = ranges.find((r) => r.id === config.rangeId) ?? ranges[0];
  const widths = gateDoorWidths(parts.gateDoors);
  // Before the script runs (and without it) the gate door's details are in the HTML, ticked or not.
  const hydrated = useHydrated();
  const door = config.gateDoor ?? newGateDoor(parts.gateDoors);
  const set = (patch: Partial<FenceConfig>) => onChange({ ...config, ...patch });
  const setSegment = (index: number, lengthMm: number) =>
    set({ segments: config.segments.map((s, i) => (i === index ? { lengthMm } : s)) });
  /** A segment button: submits its `modifier` without the script, changes the fence in place with it. */
  const segmentButton = (apply: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    apply();
  };

  return (
    <Form aria-label="Votre clôture" method="get" action={action} onSubmit={(event) => event.preventDefault()}>
      {/* The button Enter submits (the first of the form): a plain update, never a segment's button. */}
      <button type="submit" hidden>
        Mettre à jour
      </button>
      <input type="hidden" name={CONFIG_PARAM} value={encoded} />
      <Fieldset>
        <legend>1. Gamme et coloris</legend>
        <Select
          label="Gamme"
          id={fieldId(FIELD.range)}
          name={FIELD.range}
          error={errors[FIELD.range]}
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
        <RadioGroup label="Coloris" id={fieldId(FIELD.colour)} error={errors[FIELD.colour]}>
          {range?.colours.map((colour) => (
            <Radio
              key={colour.technicalName}
              name={FIELD.colour}
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
        <RadioGroup label="Hauteur" id={fieldId(FIELD.height)} error={errors[FIELD.height]}>
          {range?.heightsMm.map((height) => (
            <Radio
              key={height}
              name={FIELD.height}
              value={String(height)}
              checked={config.heightMm === height}
              onChange={() => set({ heightMm: height })}
              label={`${metres(height)} (${Math.round(height / SLAT_HEIGHT_MM)} lames)`}
            />
          ))}
        </RadioGroup>
        <RadioGroup label="Fixation des poteaux" id={fieldId(FIELD.fixing)} error={errors[FIELD.fixing]}>
          {FIXINGS.map((fixing) => (
            <Radio
              key={fixing.value}
              name={FIELD.fixing}
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
                  id={fieldId(segmentKey(index))}
                  name={FIELD.segment}
                  typed={typed[segmentKey(index)]}
                  error={errors[segmentKey(index)]}
                  valueMm={segment.lengthMm}
                  onChange={(mm) => setSegment(index, mm)}
                />
                {index > 0 && (
                  <SmallButton
                    type="submit"
                    name={FIELD.op}
                    value={`${REMOVE_SEGMENT}${index + 1}`}
                    onClick={segmentButton(() => set({ segments: config.segments.filter((_, i) => i !== index) }))}
                  >
                    Retirer le segment {index + 1}
                  </SmallButton>
                )}
              </Row>
            ))}
            {config.segments.length < MAX_SEGMENTS && (
              <SmallButton
                type="submit"
                name={FIELD.op}
                value={ADD_SEGMENT}
                onClick={segmentButton(() => set({ segments: [...config.segments, { lengthMm: NEW_SEGMENT_MM }] }))}
              >
                Ajouter un angle à 90°
              </SmallButton>
            )}
          </>
        ) : (
          <LengthInput
            label="Longueur totale"
            id={fieldId(FIELD.length)}
            name={FIELD.length}
            typed={typed[FIELD.length]}
            error={errors[FIELD.length]}
            valueMm={config.segments.reduce((sum, s) => sum + s.lengthMm, 0)}
            onChange={(mm) => set({ segments: [{ lengthMm: mm }] })}
          />
        )}
      </Fieldset>

      <Fieldset>
        <legend>4. Portillon</legend>
        <Checkbox
          label="Ajouter un portillon"
          name={FIELD.gateDoor}
          checked={config.gateDoor !== null}
          onChange={(event) =>
            set({
              gateDoor: event.target.checked ? newGateDoor(parts.gateDoors) : null,
            })
          }
        />
        {(config.gateDoor || !hydrated) && (
          <Details>
            <Row>
              <Select
                label="Largeur du portillon"
                id={fieldId(FIELD.gateDoorWidth)}
                name={FIELD.gateDoorWidth}
                error={errors[FIELD.gateDoorWidth]}
                value={String(door.widthMm)}
                options={widths.map((w) => ({ value: String(w), label: metres(w) }))}
                onChange={(event) => set({ gateDoor: { ...door, widthMm: Number(event.target.value) } })}
              />
              <Select
                label="Charnières"
                id={fieldId(FIELD.gateDoorHinge)}
                name={FIELD.gateDoorHinge}
                error={errors[FIELD.gateDoorHinge]}
                hint={'Vu de la rue\u00a0; ouverture vers l’intérieur de la propriété.'}
                value={door.hinge}
                options={[
                  { value: 'left', label: 'À gauche' },
                  { value: 'right', label: 'À droite' },
                ]}
                onChange={(event) =>
                  set({ gateDoor: { ...door, hinge: event.target.value === 'right' ? 'right' : 'left' } })
                }
              />
              {advanced && (
                <OffsetField
                  label="Clôture avant le portillon"
                  name={FIELD.gateDoorOffset}
                  errors={errors}
                  typed={typed}
                  valueMm={door.offsetMm}
                  onChange={(mm) => set({ gateDoor: { ...door, offsetMm: mm } })}
                />
              )}
            </Row>
          </Details>
        )}
      </Fieldset>

      {advanced && <GateFieldset parts={parts} config={config} set={set} errors={errors} typed={typed} />}
      <NoScriptOnly>
        <Button type="submit">Mettre à jour</Button>
      </NoScriptOnly>
    </Form>
  );
}
