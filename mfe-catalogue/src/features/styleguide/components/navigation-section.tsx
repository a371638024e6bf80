import { Breadcrumbs } from '@arbora/shared/ui';
import { Pagination, Tabs } from '@arbora/shared/ui/commerce';
import { Demo, Note, Section, Subheading } from './section';

const tabs = [
  {
    id: 'description',
    label: 'Description',
    content: <p>Lame de terrasse composite co-extrudée, aspect bois brossé, pose sur lambourdes.</p>,
  },
  {
    id: 'caracteristiques',
    label: 'Caractéristiques',
    content: (
      <ul>
        <li>Longueur : 4 m</li>
        <li>Largeur : 14,5 cm</li>
        <li>Épaisseur : 2,3 cm</li>
      </ul>
    ),
  },
  { id: 'livraison', label: 'Livraison', content: <p>Livraison à domicile ou retrait en magasin sous 10 jours.</p> },
];

/** Breadcrumbs, pagination and tabs. */
export function NavigationSection() {
  return (
    <Section id="navigation" title="Navigation">
      <Demo>
        <Subheading>Fil d’Ariane</Subheading>
        <Breadcrumbs
          items={[
            { label: 'Accueil', route: '/' },
            { label: 'Devis', route: '/devis' },
            { label: 'Devis terrasse', route: '/devis/devis-terrasse' },
          ]}
        />
      </Demo>
      <Demo>
        <Subheading>Pagination</Subheading>
        <Note>La page 1 n’a pas de suffixe ; les suivantes finissent par « -p--N ».</Note>
        <Pagination basePath="/blog" currentPage={4} pageCount={12} label="Pagination du blog (exemple)" />
      </Demo>
      <Demo>
        <Subheading>Onglets</Subheading>
        <Note>Flèches gauche et droite pour changer d’onglet, Début et Fin pour le premier et le dernier.</Note>
        <Tabs tabs={tabs} label="Informations produit (exemple)" />
      </Demo>
    </Section>
  );
}
