import { recupChuteLabel } from '@arbora/shared/format';
import { t } from '@arbora/shared/messages/checkout';
import { setRecupChute, useProPrices } from '@arbora/shared/store';
import { Checkbox } from '@arbora/shared/ui/forms';
import { useState } from 'react';

export interface RecupChuteToggleProps {
  on: boolean;
  change: (command: () => Promise<void>) => Promise<boolean>;
}

/**
 * The off-cut recovery service, for professionals with products in the cart (its own line, 25 € HT):
 * its fee said as the page's prices (HT to a professional, from the server's HTML on).
 */
export function RecupChuteToggle({ on, change }: RecupChuteToggleProps) {
  const [busy, setBusy] = useState(false);
  const pro = useProPrices();
  return (
    <Checkbox
      label={recupChuteLabel({ pro })}
      hint={t('cart_recup_chute_hint')}
      checked={on}
      disabled={busy}
      onChange={async (event) => {
        const add = event.target.checked;
        setBusy(true);
        try {
          await change(() => setRecupChute(add));
        } catch {
          // Told by the store (its toast); the checkbox follows the cart, which did not change.
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
