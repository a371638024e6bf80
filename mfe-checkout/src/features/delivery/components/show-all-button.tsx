import { Button } from '@arbora/shared/ui';
import { useHydrated } from '@arbora/shared/platform';
import type { ReactNode } from 'react';
import { FIELDS, SHOW_ALL_INTENT } from './posted-draft';

/**
 * « Afficher les N … » under a picker's nearest places. Until the script runs it posts the step
 * (`_action=tout-afficher`), which comes back with every one listed; once hydrated it shows them in
 * place.
 */
export function ShowAllButton({ onShowAll, children }: { onShowAll: () => void; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button
      variant="ghost"
      size="sm"
      type={hydrated ? 'button' : 'submit'}
      name={FIELDS.intent}
      value={SHOW_ALL_INTENT}
      onClick={(event) => {
        event.preventDefault();
        onShowAll();
      }}
    >
      {children}
    </Button>
  );
}
