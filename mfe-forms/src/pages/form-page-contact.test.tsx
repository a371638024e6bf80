import { fakeApi, renderPage } from '@arbora/shared/testing';
import { pageContext } from '@arbora/shared/platform';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { telHref } from '../features/customer-service/components/customer-service';
import FormPage, { pageQueries } from './form-page';

// The contact page states how else to reach the customer service, from the site's settings.

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const setting = (id: number, technical_name: string, value: string) => ({
  id,
  technical_name,
  name: technical_name,
  value,
  type: 'text',
});
const SETTINGS = {
  body: {
    data: [
      setting(1, 'company_name', 'Arbora SAS'),
      setting(2, 'company_address', '12 rue des Scieries, 44000 Nantes'),
      setting(3, 'contact_phone', '02 40 00 00 00'),
      setting(4, 'contact_email', 'contact@arbora.example'),
      setting(5, 'contact_hours', 'Du lundi au vendredi, de 8\u00a0h\u00a030 à 18\u00a0h'),
    ],
  },
};

const renderContact = () =>
  renderPage(
    <Routes>
      <Route path="*" element={<FormPage />} />
    </Routes>,
    { route: '/contactez-nous' },
  );

describe('the contact page’s customer service block', () => {
  it('gives the phone (tel:), the hours, the e-mail (mailto:) and the postal address of the settings', async () => {
    api = fakeApi({ 'GET /api/v1/setting': SETTINGS });
    renderContact();
    const block = (await screen.findByRole('heading', { level: 2, name: 'Service client' })).closest('section')!;
    const box = within(block);
    expect(box.getByRole('link', { name: '02\u00a040\u00a000\u00a000\u00a000' })).toHaveAttribute(
      'href',
      'tel:+33240000000',
    );
    expect(block.textContent).toContain('Du lundi au vendredi, de 8\u00a0h\u00a030 à 18\u00a0h');
    expect(box.getByRole('link', { name: 'contact@arbora.example' })).toHaveAttribute(
      'href',
      'mailto:contact@arbora.example',
    );
    expect(block.querySelector('address')).toHaveTextContent('Arbora SAS12 rue des Scieries44000 Nantes');
    // The form is still there, next to it.
    expect(screen.getByLabelText(/^Votre message/)).toBeInTheDocument();
  });

  it('states nothing of its own when the settings say nothing', async () => {
    api = fakeApi({ 'GET /api/v1/setting': { body: { data: [] } } });
    renderContact();
    expect(await screen.findByLabelText(/^Votre message/)).toBeInTheDocument();
    await screen.findByText(/Notre service client vous répond/);
    expect(api.calls.some((c) => c.path === '/api/v1/setting')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Service client' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('is fetched with the page on the server (rendered without JavaScript), on the contact page only', () => {
    const keys = (path: string) =>
      pageQueries({}, pageContext(path, '', false)).map((q) => JSON.stringify((q as { queryKey: unknown }).queryKey));
    expect(keys('/contactez-nous')).toContain(JSON.stringify(['forms', 'contact-details']));
    expect(keys('/jeu-concours')).not.toContain(JSON.stringify(['forms', 'contact-details']));
  });

  it('calls a French number in its international form', () => {
    expect(telHref('02 40 00 00 00')).toBe('tel:+33240000000');
    expect(telHref('+33 2 40 00 00 00')).toBe('tel:+33240000000');
  });
});
