import { mountStandalone } from '@arbora/shared/platform/standalone';
import AccountHomePage from './pages/account-home-page';
import ActivatePage from './pages/activate-page';
import ConstructionSitesPage from './pages/construction-sites-page';
import ForgotPasswordPage from './pages/forgot-password-page';
import LoginPage from './pages/login-page';
import OrdersPage from './pages/orders-page';
import PasswordResetPage from './pages/password-reset-page';
import PersonalInformationPage from './pages/personal-information-page';
import SignupPage from './pages/signup-page';

// The remote's own page, for its team: its pages under the site's providers, without the shell.
// Run with the API on :4000 and the dev server's proxy (npm run dev -w @arbora/mfe-account).
// Without the shell nothing navigates after a login or logout: the page shows the new state.
// Pages with a slug (an order, a site) need the shell's route parameters: not mounted here.
mountStandalone({
  '/connexion': LoginPage,
  '/mon-compte': AccountHomePage,
  '/inscription': SignupPage,
  '/account/activate': ActivatePage,
  '/mot-de-passe-oublie': ForgotPasswordPage,
  '/changement-mot-de-passe': PasswordResetPage,
  '/mes-informations-personnelles': PersonalInformationPage,
  '/mes-commandes': OrdersPage,
  '/mes-chantiers': ConstructionSitesPage,
  '*': AccountHomePage,
});
