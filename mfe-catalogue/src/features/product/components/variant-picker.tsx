import type { ProductVariant } from '@arbora/shared/schemas';
import { VisuallyHidden } from '@arbora/shared/ui';
import type { MouseEvent } from 'react';
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

const Option = styled.a<{ $state: OptionState; $selected: boolean }>`
  box-sizing: border-box;
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
  text-decoration: none;
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
  /** The variant choosing `value` on `axis` leads to (variant-axes' `choiceTarget`). */
  targetOf: (axis: string, value: string) => ProductVariant | null;
  /** The address of the page showing a variant (`/p-lame?variante=12`): each option's link. */
  hrefOf: (variant: ProductVariant) => string;
  /** A click once the script runs: the page shows the variant in place, no navigation. */
  onChoose: (variant: ProductVariant) => void;
}

/** A plain click is handled in place; a click asking for another tab or window stays the link's. */
const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One group per axis (colour swatches with their names, then each dimension). Each option is a
 * link to the page of the variant it leads to, so the choice works before JavaScript; once it runs,
 * a click shows that variant in place. The chosen option is the current one (`aria-current`). An
 * option that makes no existing variant with the other choices stays visible, struck through, says
 * so, and leads to the nearest variant with its value: no dead end.
 */
export function VariantPicker({ axes, selection, stateOf, targetOf, hrefOf, onChoose }: VariantPickerProps) {
  return (
    <>
      {axes.map((axis) => (
        <Fieldset key={axis.technicalName}>
          <Legend>
            {axis.name}
            {'\u00a0'}: <span>{selection[axis.technicalName]}</span>
          </Legend>
          <Options>
            {axis.options.map((option) => {
              const state = stateOf(axis.technicalName, option.value);
              const selected = selection[axis.technicalName] === option.value;
              const target = targetOf(axis.technicalName, option.value);
              return (
                <Option
                  key={option.value}
                  href={target ? hrefOf(target) : undefined}
                  $state={state}
                  $selected={selected}
                  aria-current={selected ? 'true' : undefined}
                  onClick={(event) => {
                    if (!target || !plainClick(event)) return;
                    event.preventDefault();
                    onChoose(target);
                  }}
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
