import type { PageHeadFn } from '@arbora/shared/platform';
import { useIsLoggedIn } from '@arbora/shared/store';
import { Link } from '@arbora/shared/ui';
import { useState } from 'react';
import { PageSection } from '../components/page-section';
import type { SignupResponse } from '../features/signup/api/create-customer';
import { SignupForm } from '../features/signup/components/signup-form';
import { SignupSent } from '../features/signup/components/signup-sent';

export const pageHead: PageHeadFn = () => ({ title: 'Créer un compte', noindex: true });

/** `/inscription`: private or professional signup, then a page saying the activation e-mail left. */
export default function SignupPage() {
  const [sentTo, setSentTo] = useState<SignupResponse | null>(null);
  const loggedIn = useIsLoggedIn();
  if (sentTo) {
    return (
      <PageSection title="Vérifiez votre boîte e-mail">
        <SignupSent email={sentTo.email} siretPending={sentTo.siret_status === 'pending'} />
      </PageSection>
    );
  }
  return (
    <PageSection title="Créer un compte">
      {loggedIn ? (
        <p>
          Vous êtes déjà connecté. <Link to="/mon-compte">Accéder à mon compte</Link>
        </p>
      ) : (
        <>
          <p>
            Déjà client{'\u202f'}? <Link to="/connexion">Connectez-vous</Link>
          </p>
          <SignupForm onSent={setSentTo} />
        </>
      )}
    </PageSection>
  );
}
