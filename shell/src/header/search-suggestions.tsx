import { t } from '@arbora/shared/messages';
import { useEffect } from 'react';
import styled from 'styled-components';
import { optionId, type Suggestion, type SuggestionKind, type SuggestionsState } from './search-query';
import { useSuggestions } from './use-suggestions';

/**
 * The header search's suggestions (search-box.tsx): the request as the shopper types, and the
 * options of the list. Loaded when the shopper comes to the box (focus, or a first key): the box
 * itself, its form and its empty list are server-rendered and in the bootstrap chunk; this is not.
 */

const Group = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const GroupLabel = styled.div`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Option = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  cursor: pointer;
  img {
    width: 3rem;
    height: 3rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    flex: none;
  }
  span:first-of-type {
    flex: 1;
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.ghostHover};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
  &[data-kind='all'] {
    border-top: 1px solid ${({ theme }) => theme.color.border};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    color: ${({ theme }) => theme.color.link};
  }
`;

const OptionPrice = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.price};
  white-space: nowrap;
`;

/**
 * The suggestions for `value`, reported to the box (which owns the combobox's state: open, active
 * option, keys). Renders nothing. What was typed before this code arrived is in `value` already.
 */
export function SuggestionsSource({ value, onChange }: { value: string; onChange: (state: SuggestionsState) => void }) {
  const { q, enabled, suggestions, loaded } = useSuggestions(value);
  useEffect(() => onChange({ q, enabled, suggestions, loaded }), [q, enabled, suggestions, loaded, onChange]);
  return null;
}

const GROUP_LABEL: Record<SuggestionKind, Parameters<typeof t>[0]> = {
  product: 'header_search_group_products',
  category: 'header_search_group_categories',
  page: 'header_search_group_pages',
};

interface OptionsProps {
  /** The list's id prefix (the box's useId). */
  id: string;
  suggestions: Suggestion[];
  /** « Voir tous les résultats », last. */
  all: Suggestion;
  active: number;
  onActive: (index: number) => void;
  onPick: (url: string) => void;
}

/** The list's options, grouped by kind (products, categories, pages), then « Voir tous les résultats ». */
export function SuggestionOptions({ id, suggestions, all, active, onActive, onPick }: OptionsProps) {
  let index = -1;
  const groups = (['product', 'category', 'page'] as const)
    .map((kind) => ({ kind, items: suggestions.filter((s) => s.kind === kind) }))
    .filter((group) => group.items.length > 0);

  const renderOption = (suggestion: Suggestion) => {
    index += 1;
    const i = index;
    return (
      <Option
        key={suggestion.id}
        id={optionId(id, i)}
        role="option"
        aria-selected={active === i}
        data-kind={suggestion.id === 'all' ? 'all' : suggestion.kind}
        // The box keeps the focus: a press on an option must not blur it before the click.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onPick(suggestion.url)}
        onMouseMove={() => onActive(i)}
      >
        {suggestion.image ? (
          <img src={suggestion.image.src} alt="" width={suggestion.image.width} height={suggestion.image.height} />
        ) : null}
        <span>{suggestion.label}</span>
        {suggestion.price ? <OptionPrice>{suggestion.price}</OptionPrice> : null}
      </Option>
    );
  };

  return (
    <>
      {groups.map((group) => (
        <Group key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
          <GroupLabel id={`${id}-group-${group.kind}`} role="presentation">
            {t(GROUP_LABEL[group.kind])}
          </GroupLabel>
          {group.items.map(renderOption)}
        </Group>
      ))}
      {renderOption(all)}
    </>
  );
}
