import { mountStandalone } from '@arbora/shared/platform/standalone';
import ComingSoonPage from './pages/coming-soon-page';
import StyleguidePage from './pages/styleguide-page';

// The remote's own page, for its team: its pages under the site's providers, without the shell.
mountStandalone({ '/styleguide': StyleguidePage, '*': ComingSoonPage });
