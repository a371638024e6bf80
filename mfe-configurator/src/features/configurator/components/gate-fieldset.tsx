import { useHydrated } from '@arbora/shared/platform';
import { Checkbox, Radio, RadioGroup, Select } from '@arbora/shared/ui/forms';
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
  const swing = gate?.opening === 'swing';
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
            <Select
              label="Largeur du portail"
              id={fieldId(FIELD.gateWidth)}
              name={FIELD.gateWidth}
              error={errors[FIELD.gateWidth]}
              value={String(gate.widthMm)}
              options={widthsOf(gate.opening).map((w) => ({ value: String(w), label: metres(w) }))}
              onChange={(event) => setGate({ widthMm: Number(event.target.value) })}
            />
            <Select
              label={swing ? 'Vantail principal' : 'Le portail coulisse vers'}
              id={fieldId(FIELD.gateSide)}
              name={FIELD.gateSide}
              error={errors[FIELD.gateSide]}
              hint="Vu de la rue."
              value={gate.side}
              options={[
                { value: 'left', label: swing ? 'À gauche' : 'La gauche' },
                { value: 'right', label: swing ? 'À droite' : 'La droite' },
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
            hint="Un portail battant doit alors s’ouvrir vers l’intérieur de la propriété."
            checked={gate.publicRoad}
            onChange={(event) => setGate({ publicRoad: event.target.checked })}
          />
          {(swing || !hydrated) && (
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
            hint={swing ? 'Deux vérins 24 V et deux télécommandes.' : 'Moteur à crémaillère et deux télécommandes.'}
            checked={gate.motorised}
            onChange={(event) => setGate({ motorised: event.target.checked })}
          />
        </Details>
      )}
    </Fieldset>
  );
}
