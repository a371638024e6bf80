import { theme } from '@arbora/shared/ui';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { InitialPageContext, type InitialPage } from '../federation/initial-page';
import { CustomerPageGate } from './customer-page-gate';

// What the server sends for a customer's page (and what the browser's first render must match):
// the page it rendered for the session cookie, else a skeleton for the browser to fill.
const PATH = '/commande/confirmation-virement';

function render(initial: InitialPage | null) {
  return renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[`${PATH}?order=AR-2026-999999`]}>
        <InitialPageContext value={{ initial, server: true }}>
          <CustomerPageGate guarded>
            <p>the page or its error screen</p>
          </CustomerPageGate>
        </InitialPageContext>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const base = { pathname: PATH, remote: 'checkout', module: 'ConfirmationPage' };

it('renders what the server rendered for the session: the page itself', () => {
  const page = { default: () => null };
  expect(render({ ...base, page })).toContain('the page or its error screen');
});

it('renders the error screen of a page whose data answered 404 (an unknown order), not a skeleton', () => {
  const html = render({ ...base, httpError: { status: 404, message: 'Commande introuvable' } });
  expect(html).toContain('the page or its error screen');
  expect(html).not.toContain('aria-busy');
});

it('leaves a page the server did not render to the browser: a skeleton', () => {
  expect(render(base)).toContain('aria-busy="true"');
  expect(render(null)).not.toContain('the page or its error screen');
});
