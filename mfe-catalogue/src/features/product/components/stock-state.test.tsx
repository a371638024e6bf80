import { fakeApi, renderPage } from '@arbora/shared/testing';
import { screen } from '@testing-library/react';
import { StockState } from './stock-state';

const setting = (technical_name: string, value: string) => ({
  id: 1,
  technical_name,
  name: technical_name,
  value,
  type: 'text',
});

describe('StockState', () => {
  it('states the delivery promise of the site settings, not one of its own', async () => {
    fakeApi({ 'GET /api/v1/setting': { body: { data: [setting('delivery_promise', '7 à 12 jours ouvrés')] } } });
    renderPage(<StockState stock={40} />);
    expect(await screen.findByText('En stock – livraison en 7 à 12 jours ouvrés')).toBeInTheDocument();
  });

  it('states no delay when the settings do not answer', async () => {
    fakeApi({});
    renderPage(<StockState stock={40} />);
    expect(await screen.findByText('En stock')).toBeInTheDocument();
  });

  it('a product made to measure is made to order: no stock delay, even with few units', async () => {
    fakeApi({ 'GET /api/v1/setting': { body: { data: [setting('delivery_promise', '5 à 10 jours ouvrés')] } } });
    renderPage(<StockState stock={3} madeToMeasure />);
    expect(await screen.findByText('Fabriqué sur mesure, à la commande')).toBeInTheDocument();
    expect(screen.queryByText(/En stock|Plus que/)).toBeNull();
  });

  it('the last units say how many are left and when they arrive', async () => {
    fakeApi({ 'GET /api/v1/setting': { body: { data: [setting('delivery_promise', '5 à 10 jours ouvrés')] } } });
    renderPage(<StockState stock={2} />);
    expect(await screen.findByText('Plus que 2 en stock – livraison en 5 à 10 jours ouvrés')).toBeInTheDocument();
  });

  it('low and no stock say so, whatever the settings', async () => {
    fakeApi({ 'GET /api/v1/setting': { body: { data: [setting('delivery_promise', '5 à 10 jours ouvrés')] } } });
    renderPage(<StockState stock={0} />);
    expect(await screen.findByText(/rupture|indisponible/i)).toBeInTheDocument();
  });
});
