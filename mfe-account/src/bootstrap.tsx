import { mountStandalone } from '@arbora/shared/platform';
import AccountHomePage from './pages/account-home-page';
import ComingSoonPage from './pages/coming-soon-page';
import LoginPage from './pages/login-page';

// The remote's own page, for its team: its pages under the site's providers, without the shell.
// Run with the API on :4000 and the dev server's proxy (npm run dev -w @arbora/mfe-account).
// Without the shell nothing navigates after a login or logout: the page shows the new state.
mountStandalone({ '/connexion': LoginPage, '/mon-compte': AccountHomePage, '*': ComingSoonPage });
