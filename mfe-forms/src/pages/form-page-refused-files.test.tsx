import { formActionKey, usePageRoute, type FormActionState } from '@arbora/shared/platform';
import { clearSession } from '@arbora/shared/store';
import { fakeApi, renderPage } from '@arbora/shared/testing';
import { useQueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import FormPage from './form-page';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => clearSession());
afterEach(() => api?.restore());

const AGAIN =
  'Choisissez à nouveau vos photos (jardin-1.png, jardin-2.png)\u00a0: elles ne sont pas gardées quand le formulaire est refusé.';

/** The page as the shell renders it after a refused POST: its action's state in the query cache. */
function Refused({ state, children }: { state: FormActionState; children: ReactNode }) {
  const client = useQueryClient();
  const { ctx } = usePageRoute();
  if (!client.getQueryData(formActionKey(ctx.pathname))) client.setQueryData(formActionKey(ctx.pathname), state);
  return <>{children}</>;
}

describe('a quote refused without JavaScript, photos sent', () => {
  it('says on the file field and in the summary to choose the photos again, until they are', async () => {
    api = fakeApi({});
    const state: FormActionState = {
      values: { surface_m2: '30', firstname: 'Léa', lastname: 'Martin', email: 'lea@exemple.fr', postcode: '4400' },
      errors: { postcode: 'valid_postcode', photos: AGAIN },
    };
    renderPage(
      <Refused state={state}>
        <FormPage />
      </Refused>,
      { route: '/devis/devis-terrasse', params: { kind: 'devis-terrasse' } },
    );
    const photos = await screen.findByLabelText('Photos de votre projet');
    expect(photos).toHaveAccessibleDescription(expect.stringContaining(AGAIN));
    const summary = screen.getByRole('heading', { name: /Le formulaire contient des erreurs \(2\)/ }).parentElement!;
    expect(within(summary).getByRole('link', { name: `Photos de votre projet\u00a0: ${AGAIN}` })).toBeInTheDocument();

    await userEvent.setup().upload(photos, [new File(['x'], 'jardin-1.png', { type: 'image/png' })]);
    expect(photos).not.toHaveAccessibleDescription(expect.stringContaining('Choisissez à nouveau'));
  });

  it('puts the summary of the server’s refusal in focus as the page loads (no script to move it)', async () => {
    api = fakeApi({});
    const state: FormActionState = { values: { postcode: '4400' }, errors: { postcode: 'valid_postcode' } };
    renderPage(
      <Refused state={state}>
        <FormPage />
      </Refused>,
      { route: '/devis/devis-terrasse', params: { kind: 'devis-terrasse' } },
    );
    const heading = await screen.findByRole('heading', { name: /Le formulaire contient des erreurs/ });
    // ErrorSummary `fromServer`: announced (role="alert") and, in the server's HTML, `autofocus`,
    // which the browser follows as the page loads (shared's error-summary test).
    expect(heading.parentElement).toHaveAttribute('role', 'alert');
  });
});
