import { t } from '@arbora/shared/messages';
import { VisuallyHidden } from '@arbora/shared/ui';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from './icons';
import { isSearchable, NO_SUGGESTIONS, optionId, type Suggestion, type SuggestionsState } from './search-query';
import { Field, Form, HiddenLabel, Input, Listbox, Submit } from './search-box-styles';
import type * as SuggestionsCode from './search-suggestions';

export const SEARCH_PATH = '/recherche';

const resultsUrl = (q: string) => `${SEARCH_PATH}?q=${encodeURIComponent(q)}`;

type SuggestionsModule = typeof SuggestionsCode;

/** The suggestions' code (request, options): fetched once, when the shopper comes to the box. */
let suggestionsModule: Promise<SuggestionsModule> | undefined;
export function loadSuggestions(): Promise<SuggestionsModule> {
  suggestionsModule ??= import(/* webpackChunkName: "search-suggestions" */ './search-suggestions').catch(
    (error: unknown) => {
      // Offline for a moment: the next focus or key asks again.
      suggestionsModule = undefined;
      throw error;
    },
  );
  return suggestionsModule;
}

/** The query of the results page, kept in the box there. */
function useUrlQuery(): string {
  const location = useLocation();
  return location.pathname === SEARCH_PATH ? (new URLSearchParams(location.search).get('q') ?? '') : '';
}

/**
 * The header's search (WAI-ARIA combobox with a listbox popup): suggestions after 2 characters,
 * grouped by kind; Up/Down move the active option (aria-activedescendant, focus stays in the box),
 * Enter opens it, Escape closes the list then clears the box. Without JS it is a plain GET form.
 * The box is server-rendered with its empty list; the suggestions' code (search-suggestions.tsx)
 * is loaded when the shopper focuses the box or types in it, and suggests for what the box holds
 * then: letters typed before it arrived are not lost. `labelledBy`: the id of a heading naming this
 * search landmark, for a page that shows a second box (the 404 page) beside the header's.
 */
export function SearchBox({ labelledBy }: { labelledBy?: string } = {}) {
  const navigate = useNavigate();
  const urlQuery = useUrlQuery();
  const [value, setValue] = useState(urlQuery);
  // The results page's query goes into the box when the URL changes (React's « adjusting state
  // when a prop changes »), never on mount: an effect ran once the hydration was committed and set
  // the box back to « » over the letters typed since (e2e search-suggestions: « rtillon »).
  const [shownQuery, setShownQuery] = useState(urlQuery);
  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery);
    setValue(urlQuery);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [code, setCode] = useState<SuggestionsModule | null>(null);
  const [{ q, suggestions, loaded, enabled }, setSuggestions] = useState<SuggestionsState>(NO_SUGGESTIONS);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;

  useEffect(() => setActive(-1), [q]);

  const wantSuggestions = () => {
    if (!code) loadSuggestions().then(setCode, () => undefined);
  };
  const onSuggestions = useCallback((state: SuggestionsState) => setSuggestions(state), []);

  // The options in list order, « Voir tous les résultats » last.
  const all: Suggestion[] = [
    ...suggestions,
    ...(enabled
      ? [{ id: 'all', kind: 'page' as const, label: t('header_search_all_results'), url: resultsUrl(q) }]
      : []),
  ];
  const expanded = open && enabled && loaded && code !== null;

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
      wantSuggestions();
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

  return (
    <Form role="search" action={SEARCH_PATH} method="get" onSubmit={onSubmit} aria-labelledby={labelledBy}>
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
          aria-activedescendant={expanded && active >= 0 ? optionId(id, active) : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            wantSuggestions();
          }}
          onFocus={() => {
            setOpen(true);
            wantSuggestions();
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <Submit type="submit" aria-label={t('header_search_submit')}>
          <SearchIcon />
        </Submit>
        <Listbox id={listId} role="listbox" aria-label={t('header_search_label')} hidden={!expanded}>
          {expanded ? (
            <code.SuggestionOptions
              id={id}
              suggestions={suggestions}
              all={all[all.length - 1] as Suggestion}
              active={active}
              onActive={setActive}
              onPick={go}
            />
          ) : null}
        </Listbox>
        <VisuallyHidden role="status">
          {expanded
            ? suggestions.length
              ? t('header_search_count', { count: suggestions.length })
              : t('header_search_no_suggestion', { query: q })
            : ''}
        </VisuallyHidden>
        {code ? <code.SuggestionsSource value={value} onChange={onSuggestions} /> : null}
      </Field>
    </Form>
  );
}
