import { mountStandalone } from '@arbora/shared/platform/standalone';
import ConfirmationPage from './pages/confirmation-page';
import FormPage from './pages/form-page';

// The remote's own page, for its team: its pages under the site's providers, without the shell.
// Standalone there are no route parameters: the fixed-path forms and the hubs work, /devis/:kind does not.
mountStandalone({ '/form/*': ConfirmationPage, '*': FormPage });
