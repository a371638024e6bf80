import { t } from '@arbora/shared/messages';
import { VisuallyHidden } from '@arbora/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from './icons';
import {
  Field,
  Form,
  Group,
  HiddenLabel,
  GroupLabel,
  Input,
  Listbox,
  Option,
  OptionPrice,
  Submit,
} from './search-box-styles';
import { isSearchable, useSuggestions, type Suggestion, type SuggestionKind } from './use-suggestions';

export const SEARCH_PATH = '/recherche';

const GROUP_LABEL: Record<SuggestionKind, Parameters<typeof t>[0]> = {
  product: 'header_search_group_products',
  category: 'header_search_group_categories',
  page: 'header_search_group_pages',
};

const resultsUrl = (q: string) => `${SEARCH_PATH}?q=${encodeURIComponent(q)}`;

/** The query of the results page, kept in the box there. */
function useUrlQuery(): string {
  const location = useLocation();
  return location.pathname === SEARCH_PATH ? (new URLSearchParams(location.search).get('q') ?? '') : '';
}

/**
 * The header's search (WAI-ARIA combobox with a listbox popup): suggestions after 2 characters,
 * grouped by kind; Up/Down move the active option (aria-activedescendant, focus stays in the box),
 * Enter opens it, Escape closes the list then clears the box. Without JS it is a plain GET form.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const urlQuery = useUrlQuery();
  const [value, setValue] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const { q, suggestions, loaded, enabled } = useSuggestions(value);

  useEffect(() => setValue(urlQuery), [urlQuery]);
  useEffect(() => setActive(-1), [q]);

  // The options in list order, « Voir tous les résultats » last.
  const all: Suggestion[] = [
    ...suggestions,
    ...(enabled
      ? [{ id: 'all', kind: 'page' as const, label: t('header_search_all_results'), url: resultsUrl(q) }]
      : []),
  ];
  const expanded = open && enabled && loaded;

  const go = (url: string) => {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    void navigate(url);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (!isSearchable(query)) {
      input.current?.focus();
      return;
    }
    go(resultsUrl(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!all.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current === -1 && step < 0 ? all.length - 1 : (current + step + all.length) % all.length,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && all[active]) {
      event.preventDefault();
      go(all[active].url);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else setValue('');
    }
  };

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
        id={optionId(i)}
        role="option"
        aria-selected={active === i}
        data-kind={suggestion.id === 'all' ? 'all' : suggestion.kind}
        // The box keeps the focus: a press on an option must not blur it before the click.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => go(suggestion.url)}
        onMouseMove={() => setActive(i)}
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
    <Form role="search" action={SEARCH_PATH} method="get" onSubmit={onSubmit}>
      <HiddenLabel htmlFor={`${id}-input`}>{t('header_search_label')}</HiddenLabel>
      <Field>
        <Input
          ref={input}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={80}
          placeholder={t('header_search_placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <Submit type="submit" aria-label={t('header_search_submit')}>
          <SearchIcon />
        </Submit>
        <Listbox id={listId} role="listbox" aria-label={t('header_search_label')} hidden={!expanded}>
          {expanded ? (
            <>
              {groups.map((group) => (
                <Group key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
                  <GroupLabel id={`${id}-group-${group.kind}`} role="presentation">
                    {t(GROUP_LABEL[group.kind])}
                  </GroupLabel>
                  {group.items.map(renderOption)}
                </Group>
              ))}
              {renderOption(all[all.length - 1] as Suggestion)}
            </>
          ) : null}
        </Listbox>
        <VisuallyHidden role="status">
          {expanded
            ? suggestions.length
              ? t('header_search_count', { count: suggestions.length })
              : t('header_search_no_suggestion', { query: q })
            : ''}
        </VisuallyHidden>
      </Field>
    </Form>
  );
}
