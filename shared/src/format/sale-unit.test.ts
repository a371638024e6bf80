import { saleUnit } from './sale-unit';

describe('saleUnit', () => {
  it('reads what one price buys from the family noun that starts the name', () => {
    expect(saleUnit({ name: 'Lame de terrasse alvéolaire Horizon' })).toBe('lame');
    expect(saleUnit({ name: 'Lame de bardage Vercors' })).toBe('lame');
    expect(saleUnit({ name: 'Lambourde Aubrac' })).toBe('lambourde');
    expect(saleUnit({ name: 'Panneau de clôture Iroise' })).toBe('panneau');
    expect(saleUnit({ name: 'Poteau de clôture Boréal' })).toBe('poteau');
    expect(saleUnit({ name: 'Portail battant Aubrac' })).toBe('portail');
    expect(saleUnit({ name: 'Kit de lisses haute et basse' })).toBe('kit');
    expect(saleUnit({ name: 'Clips de fixation Horizon' })).toBe('boîte');
    expect(saleUnit({ name: 'Jardinière Océlia Camargue' })).toBe('jardinière');
  });

  it('a sample is « échantillon », a family not known « pièce »', () => {
    expect(saleUnit({ name: 'Lame de terrasse Horizon', type: 'sample' })).toBe('échantillon');
    expect(saleUnit({ name: 'Motorisation pour portail battant' })).toBe('pièce');
    expect(saleUnit({ name: 'Chapeau de poteau aluminium' })).toBe('pièce');
  });
});
