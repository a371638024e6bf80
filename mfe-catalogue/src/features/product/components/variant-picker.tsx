import { VisuallyHidden } from '@arbora/shared/ui';
import styled, { css } from 'styled-components';
import type { OptionState, Selection, VariantAxis } from '../lib/variant-axes';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  span {
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const crossed = css`
  text-decoration: line-through;
  border-style: dashed;
  opacity: 0.75;
`;

const Option = styled.button<{ $state: OptionState; $selected: boolean }>`
  min-height: 2.75rem;
  min-width: 2.75rem;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $selected }) => ($selected ? theme.color.surfaceMuted : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  ${({ $state }) => ($state === 'unavailable' ? crossed : null)}
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

const Swatch = styled.span<{ $hex: string }>`
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  background: ${({ $hex }) => $hex};
  border: 1px solid rgba(0, 0, 0, 0.3);
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Out of stock is said to everyone; a combination not sold is struck through, and said to screen readers. */
function StateNote({ state }: { state: OptionState }) {
  if (state === 'out-of-stock') return <Note>(épuisé)</Note>;
  if (state === 'unavailable') return <VisuallyHidden> (indisponible avec les autres choix)</VisuallyHidden>;
  return null;
}

export interface VariantPickerProps {
  axes: readonly VariantAxis[];
  selection: Selection;
  stateOf: (axis: string, value: string) => OptionState;
  onChoose: (axis: string, value: string) => void;
}

/**
 * One group per axis (colour swatches with their names, then each dimension). An option that
 * makes no existing variant with the other choices stays visible, struck through, and says so.
 */
export function VariantPicker({ axes, selection, stateOf, onChoose }: VariantPickerProps) {
  return (
    <>
      {axes.map((axis) => (
        <Fieldset key={axis.technicalName}>
          <Legend>
            {axis.name} : <span>{selection[axis.technicalName]}</span>
          </Legend>
          <Options>
            {axis.options.map((option) => {
              const state = stateOf(axis.technicalName, option.value);
              const selected = selection[axis.technicalName] === option.value;
              return (
                <Option
                  key={option.value}
                  type="button"
                  $state={state}
                  $selected={selected}
                  aria-pressed={selected}
                  onClick={() => onChoose(axis.technicalName, option.value)}
                >
                  {option.hex ? <Swatch $hex={option.hex} aria-hidden="true" /> : null}
                  {option.value}
                  <StateNote state={state} />
                </Option>
              );
            })}
          </Options>
        </Fieldset>
      ))}
    </>
  );
}
