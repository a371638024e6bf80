import { useHydrated } from '@arbora/shared/platform';
import { Checkbox, Radio, RadioGroup, Select } from '@arbora/shared/ui/forms';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { gateWidths, newGate } from '../../../lib/fence-engine/parts';
import { FIELD } from '../../../lib/fence-engine/config-query';
import type { FenceConfig, FenceParts, Gate } from '../../../lib/fence-engine/types';
import { metres } from './format';
import { Details, Fieldset, fieldId, Row } from './form-styles';
import { OffsetField } from './offset-field';

/**
 * The leaves' direction, a swing gate's only. With the script it is rendered for a swing gate; the
 * server's HTML (before the script, and without it) has it for a sliding one too, hidden while
 * « Coulissant » is ticked, so choosing « Battant » without JavaScript asks it at once, and choosing
 * « Coulissant » takes it away before « Mettre à jour » (config-query ignores it for a sliding gate).
 */
const DirectionGroup = styled(RadioGroup)`
  fieldset:has(input[name='${FIELD.gateOpening}'][value='sliding']:checked) & {
    display: none;
  }
`;

const SLIDING_CHECKED = `fieldset:has(input[name='${FIELD.gateOpening}'][value='sliding']:checked)`;
const SWING_CHECKED = `fieldset:has(input[name='${FIELD.gateOpening}'][value='swing']:checked)`;

/** A swing gate's text in the server's HTML: hidden (display: none, unread) while « Coulissant » is ticked. */
const SwingText = styled.span`
  ${SLIDING_CHECKED} & {
    display: none;
  }
`;

/** A sliding gate's text in the server's HTML: hidden while « Coulissant » is not ticked. */
const SlidingText = styled.span`
  display: none;
  ${SLIDING_CHECKED} & {
    display: inline;
  }
`;

/**
 * The width select's options are those of the opening the page was rendered for: CSS cannot swap a
 * select's options, nor disable a second select of the same name (hidden, it would still post). So
 * without the script they follow the opening on « Mettre à jour », which keeps the width if the new
 * opening offers it, else takes its narrowest (config-query.ts); the width's hint says so while the
 * other opening is ticked. The note is hidden inside a shown hint (a hint hidden itself would still
 * be read through aria-describedby); the empty hint's place in the field's column is taken back.
 */
const WidthNote = styled.span`
  display: none;
`;

const widthNote = (other: Gate['opening']) =>
  `Les largeurs d’un portail ${other === 'sliding' ? 'coulissant' : 'battant'} s’affichent avec «\u00a0Mettre à jour\u00a0»\u00a0: celle-ci est gardée s’il la propose, sinon c’est la plus petite.`;

const WidthSelect = styled(Select)<{ $for: Gate['opening'] }>`
  p:has(> ${WidthNote}) {
    margin-block-start: calc(-1 * ${({ theme }) => theme.space.xxs});
  }
  ${({ $for }) => ($for === 'swing' ? SLIDING_CHECKED : SWING_CHECKED)} & {
    p:has(> ${WidthNote}) {
      margin-block-start: 0;
    }
    ${WidthNote} {
      display: inline;
    }
  }
`;

/**
 * A text that differs between a swing and a sliding gate. With the script, the one for the gate's
 * opening; the server's HTML (before the script, and without it) has both, CSS showing the one of
 * the opening radio that is ticked, so choosing « Coulissant » or « Battant » changes the texts at
 * once, before « Mettre à jour ».
 */
function ByOpening({
  hydrated,
  opening,
  swing,
  sliding,
}: {
  hydrated: boolean;
  opening: Gate['opening'];
  swing: ReactNode;
  sliding: ReactNode;
}) {
  if (hydrated) return <>{opening === 'swing' ? swing : sliding}</>;
  return (
    <>
      <SwingText>{swing}</SwingText>
      <SlidingText>{sliding}</SlidingText>
    </>
  );
}

interface GateFieldsetProps {
  parts: FenceParts;
  config: FenceConfig;
  set: (patch: Partial<FenceConfig>) => void;
  /** A submit without JavaScript: its refusals and typed lengths, by field key (config-query.ts). */
  errors: Readonly<Record<string, string>>;
  typed: Readonly<Record<string, string>>;
}

/** Step 5 of the 3D configurator: a gate, swing or sliding, its side, direction and motor. */
export function GateFieldset({ parts, config, set, errors, typed }: GateFieldsetProps) {
  const widthsOf = (opening: Gate['opening']) => gateWidths(parts.gates, opening);
  // Before the script runs (and without it) the gate's details are in the HTML, ticked or not.
  const hydrated = useHydrated();
  const gate = config.gate ?? newGate(parts.gates);
  const setGate = (patch: Partial<Gate>) => set({ gate: { ...gate, ...patch } });
  // Without the script, the width's options wait for « Mettre à jour » when the openings differ.
  const sameWidths = widthsOf('swing').join() === widthsOf('sliding').join();
  const byOpening = (swing: ReactNode, sliding: ReactNode) => (
    <ByOpening hydrated={hydrated} opening={gate.opening} swing={swing} sliding={sliding} />
  );
  return (
    <Fieldset>
      <legend>5. Portail</legend>
      <Checkbox
        label="Ajouter un portail"
        name={FIELD.gate}
        checked={config.gate !== null}
        disabled={widthsOf('swing').length === 0 && widthsOf('sliding').length === 0}
        onChange={(event) =>
          set({
            gate: event.target.checked ? newGate(parts.gates) : null,
          })
        }
      />
      {(config.gate || !hydrated) && (
        <Details>
          <RadioGroup label="Ouverture du portail" id={fieldId(FIELD.gateOpening)} error={errors[FIELD.gateOpening]}>
            {(
              [
                ['swing', 'Battant (deux vantaux)'],
                ['sliding', 'Coulissant'],
              ] as const
            ).map(([value, label]) => (
              <Radio
                key={value}
                name={FIELD.gateOpening}
                value={value}
                checked={gate.opening === value}
                onChange={() => {
                  const widths = widthsOf(value);
                  setGate({
                    opening: value,
                    widthMm: widths.includes(gate.widthMm) ? gate.widthMm : (widths[0] ?? gate.widthMm),
                  });
                }}
                label={label}
              />
            ))}
          </RadioGroup>
          <Row>
            <WidthSelect
              $for={gate.opening}
              label="Largeur du portail"
              id={fieldId(FIELD.gateWidth)}
              name={FIELD.gateWidth}
              error={errors[FIELD.gateWidth]}
              hint={
                hydrated || sameWidths ? undefined : (
                  <WidthNote>{widthNote(gate.opening === 'swing' ? 'sliding' : 'swing')}</WidthNote>
                )
              }
              value={String(gate.widthMm)}
              options={widthsOf(gate.opening).map((w) => ({ value: String(w), label: metres(w) }))}
              onChange={(event) => setGate({ widthMm: Number(event.target.value) })}
            />
            <Select
              label={byOpening('Vantail principal', 'Le portail coulisse')}
              id={fieldId(FIELD.gateSide)}
              name={FIELD.gateSide}
              error={errors[FIELD.gateSide]}
              hint="Vu de la rue."
              value={gate.side}
              options={[
                { value: 'left', label: 'À gauche' },
                { value: 'right', label: 'À droite' },
              ]}
              onChange={(event) => setGate({ side: event.target.value === 'right' ? 'right' : 'left' })}
            />
            <OffsetField
              label="Clôture avant le portail"
              name={FIELD.gateOffset}
              errors={errors}
              typed={typed}
              valueMm={gate.offsetMm}
              onChange={(mm) => setGate({ offsetMm: mm })}
            />
          </Row>
          <Checkbox
            label="Le portail donne sur la voie publique"
            name={FIELD.gatePublicRoad}
            hint={byOpening(
              'Un portail battant doit alors s’ouvrir vers l’intérieur de la propriété.',
              'Un portail coulissant glisse le long de la clôture, sans empiéter sur la voie.',
            )}
            checked={gate.publicRoad}
            onChange={(event) => setGate({ publicRoad: event.target.checked })}
          />
          {(gate.opening === 'swing' || !hydrated) && (
            <DirectionGroup
              label="Sens d’ouverture des vantaux"
              id={fieldId(FIELD.gateDirection)}
              error={errors[FIELD.gateDirection]}
            >
              {(
                [
                  ['inward', 'Vers l’intérieur de la propriété'],
                  ['outward', 'Vers l’extérieur'],
                ] as const
              ).map(([value, label]) => (
                <Radio
                  key={value}
                  name={FIELD.gateDirection}
                  value={value}
                  checked={gate.direction === value}
                  onChange={() => setGate({ direction: value })}
                  label={label}
                />
              ))}
            </DirectionGroup>
          )}
          <Checkbox
            label="Motoriser le portail"
            name={FIELD.gateMotorised}
            hint={byOpening(
              'Deux vérins 24\u00a0V et deux télécommandes.',
              'Moteur à crémaillère et deux télécommandes.',
            )}
            checked={gate.motorised}
            onChange={(event) => setGate({ motorised: event.target.checked })}
          />
        </Details>
      )}
    </Fieldset>
  );
}
