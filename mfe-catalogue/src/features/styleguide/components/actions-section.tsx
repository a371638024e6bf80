import { Button, Link } from '@arbora/shared/ui';
import { Stack } from '@arbora/shared/ui/commerce';
import { useState } from 'react';
import { Demo, Section, Subheading } from './section';

/** Buttons (variants, sizes, loading, as a link) and links. */
export function ActionsSection() {
  const [loading, setLoading] = useState(false);
  return (
    <Section id="actions" title="Boutons et liens">
      <Demo>
        <Subheading>Variantes</Subheading>
        <Stack direction="row" gap="sm" wrap align="center">
          <Button>Ajouter au panier</Button>
          <Button variant="secondary">Comparer</Button>
          <Button variant="ghost">Voir les coloris</Button>
        </Stack>
      </Demo>
      <Demo>
        <Subheading>Tailles</Subheading>
        <Stack direction="row" gap="sm" wrap align="center">
          <Button size="sm">Petit</Button>
          <Button size="md">Moyen</Button>
          <Button size="lg">Grand</Button>
        </Stack>
      </Demo>
      <Demo>
        <Subheading>États et liens en forme de bouton</Subheading>
        <Stack direction="row" gap="sm" wrap align="center">
          <Button loading={loading} onClick={() => setLoading(true)}>
            Valider ma commande
          </Button>
          <Button variant="ghost" onClick={() => setLoading(false)}>
            Réinitialiser
          </Button>
          <Button disabled>Indisponible</Button>
          <Button to="/devis" variant="secondary">
            Demander un devis
          </Button>
        </Stack>
      </Demo>
      <Demo>
        <Subheading>Liens</Subheading>
        <p>
          Consultez nos <Link to="/category/terrasse">terrasses composites</Link>, notre{' '}
          <Link to="https://www.youtube.com/" newTab>
            chaîne vidéo
          </Link>{' '}
          ou écrivez-nous à <Link to="mailto:contact@arbora.fr">contact@arbora.fr</Link>.
        </p>
        <Link to="/echantillons" variant="standalone">
          Commander des échantillons
        </Link>
      </Demo>
    </Section>
  );
}
