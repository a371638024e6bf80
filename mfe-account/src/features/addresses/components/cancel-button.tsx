import { t } from '@arbora/shared/messages/account';
import { Button } from '@arbora/shared/ui';

/**
 * « Annuler » of a form the address book opened: without JavaScript a link back to the book
 * (`to`), with it the form closes in place (`onCancel`).
 */
export function CancelButton({ to, onCancel }: { to: string; onCancel: () => void }) {
  return (
    <Button
      to={to}
      variant="ghost"
      onClick={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {t('account_cancel')}
    </Button>
  );
}
