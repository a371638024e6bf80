import { mountStandalone } from '@arbora/shared/platform/standalone';
import CartPage from './pages/cart-page';
import ComingSoonPage from './pages/coming-soon-page';
import ConfirmationPage from './pages/confirmation-page';
import DeliveryPage from './pages/delivery-page';

// The remote's own page, for its team: its pages under the site's providers, without the shell.
mountStandalone({
  '/panier': CartPage,
  '/panier/livraison': DeliveryPage,
  '/commande/*': ConfirmationPage,
  '*': ComingSoonPage,
});
