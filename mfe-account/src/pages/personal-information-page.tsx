import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import styled from 'styled-components';
import { BrowserOnly } from '../components/browser-only';
import { PageSection } from '../components/page-section';
import {
  ADDRESS_BOOK_ID,
  ADDRESS_FORM,
  addressAction,
  DEFAULT_FORM,
  defaultAddressAction,
  DELETE_FORM,
  deleteAddressAction,
} from '../features/addresses/api/address-actions';
import { AddressBook } from '../features/addresses/components/address-book';
import { changePasswordAction, PASSWORD_FORM } from '../features/password/api/change-password-action';
import { ChangePasswordForm } from '../features/password/components/change-password-form';
import { PROFILE_FORM, profileAction } from '../features/profile/api/profile-action';
import { ProfileForm } from '../features/profile/components/profile-form';
import { customerFunctionsQuery } from '../lib/customer-functions';
import { meQuery } from '../lib/me-query';
import { pageFormsAction, SavedFormPage } from '../lib/page-forms';
import { useLoginOnSessionEnd } from '../lib/use-login-on-session-end';

// The profile, password and address book forms posted without JavaScript, for the session cookie
// (docs/remote-team-guide.md, « Form actions »): each names itself (`_action`).
export const pageAction = pageFormsAction({
  [PROFILE_FORM]: profileAction,
  [PASSWORD_FORM]: changePasswordAction,
  [ADDRESS_FORM]: addressAction,
  [DEFAULT_FORM]: defaultAddressAction,
  [DELETE_FORM]: deleteAddressAction,
});

export const pageHead: PageHeadFn = () => ({ title: 'Mes informations personnelles', noindex: true });

/**
 * Loaded by the shell server for a customer's session cookie (issue 36): the form's fields (a
 * professional's trades too) and the address book are in its HTML, and the browser's first render
 * reads the same data.
 */
export const pageQueries: PageQueries = () => [meQuery(), customerFunctionsQuery()];

const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    /* The page opens on its address book (#account-addresses): below the phone's two-row sticky header. */
    scroll-margin-top: 10rem;
  }
`;
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

/** `/mes-informations-personnelles`: personal information, password, and the address book. */
export default function PersonalInformationPage() {
  useLoginOnSessionEnd();
  // Each form saved without JavaScript comes back to `?enregistre=<form>`, out of the address once hydrated.
  return (
    <SavedFormPage>
      <PageSection
        title="Mes informations personnelles"
        wide
        breadcrumbs={[
          { label: 'Mon compte', route: '/mon-compte' },
          { label: 'Mes informations personnelles', route: '/mes-informations-personnelles' },
        ]}
      >
        <Columns>
          <Part aria-labelledby="account-profile">
            <h2 id="account-profile">Mes informations</h2>
            <BrowserOnly when={meQuery().queryKey}>
              <ProfileForm />
            </BrowserOnly>
          </Part>
          <Part aria-labelledby="account-password">
            <h2 id="account-password">Mot de passe</h2>
            <ChangePasswordForm />
          </Part>
        </Columns>
        <Part aria-labelledby={ADDRESS_BOOK_ID}>
          <h2 id={ADDRESS_BOOK_ID}>Mes adresses</h2>
          <BrowserOnly when={meQuery().queryKey}>
            <AddressBook />
          </BrowserOnly>
        </Part>
      </PageSection>
    </SavedFormPage>
  );
}
