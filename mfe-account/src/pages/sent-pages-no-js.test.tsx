import { t } from '@arbora/shared/messages/account';
import { waitFor, within } from '@testing-library/react';
import { customerFixture } from '../testing/fixtures';
import { sessionPageTest } from '../testing/session-page';
import * as ForgotPasswordPage from './forgot-password-page';
import * as SignupPage from './signup-page';

// A request sent without JavaScript comes back to its page with `?envoye=1` (Post/Redirect/Get),
// which says the e-mail left. Once the page is hydrated the parameter leaves the address: a reload,
// a bookmark or a shared link must not say again that an e-mail was sent. The page still says it.

const customer = customerFixture();

describe('/mot-de-passe-oublie?envoye=1', () => {
  const session = sessionPageTest(ForgotPasswordPage, { customer });

  it('says the link was sent; hydrated, the address loses ?envoye=1 and the page still says it', async () => {
    const page = await session.render('/mot-de-passe-oublie?envoye=1');
    const sent = t('account_rewind_sent');
    expect(within(page.server).getByRole('status')).toHaveTextContent(sent);
    await waitFor(() => expect(page.address()).toBe('/mot-de-passe-oublie'));
    expect(within(page.container).getByRole('status')).toHaveTextContent(sent);
    expect(within(page.container).getByRole('form', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });
});

describe('/inscription?envoye=1', () => {
  const session = sessionPageTest(SignupPage, { customer });

  it('says the activation e-mail left; hydrated, the address loses ?envoye=1 and the page still says it', async () => {
    const page = await session.render('/inscription?envoye=1');
    const heading = { level: 1, name: 'Vérifiez votre boîte e-mail' };
    within(page.server).getByRole('heading', heading);
    await waitFor(() => expect(page.address()).toBe('/inscription'));
    within(page.container).getByRole('heading', heading);
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });
});
