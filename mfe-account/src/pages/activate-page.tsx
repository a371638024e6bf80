import type { PageHeadFn } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { PageSection } from '../components/page-section';
import { ActivationStatus } from '../features/activation/components/activation-status';
import { RewindForm } from '../features/password/components/rewind-form';

export const pageHead: PageHeadFn = () => ({ title: 'Activation du compte', noindex: true });

/**
 * `/account/activate?token=…`: the link of the activation e-mail. There is no call to resend an
 * activation e-mail; the reset link does the same job (following it activates a pending account).
 */
export default function ActivatePage() {
  const { ctx } = usePageRoute();
  return (
    <PageSection title="Activation du compte">
      <ActivationStatus
        token={ctx.searchParams.get('token')}
        renewal={
          <>
            <p>Saisissez l’adresse e-mail de votre compte pour recevoir un nouveau lien.</p>
            <RewindForm label="Recevoir un nouvel e-mail" />
          </>
        }
      />
    </PageSection>
  );
}
