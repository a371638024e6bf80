import { mountStandalone } from '@arbora/shared/platform/standalone';
import ContentPage from './pages/content-page';
import HomePage from './pages/home-page';

// The remote's own page, for its team: its pages under the site's providers, without the shell.
// Run with the API on :4000 and the dev server's proxy (npm run dev -w @arbora/mfe-content).
mountStandalone({ '/': HomePage, '*': ContentPage });
