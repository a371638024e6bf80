import { mountStandalone } from '@arbora/shared/platform/standalone';
import ConfiguratorPage from './pages/configurator-page';

// The remote's own page, for its team: its pages under the site's providers, without the shell.
mountStandalone({ '/configurateur': ConfiguratorPage, '/configurateur-3d/*': ConfiguratorPage, '*': ConfiguratorPage });
