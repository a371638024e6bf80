import { captionImage } from '../lib/photos/photo-image';
import type { Rng } from '../lib/rng';
import type { PageSeed } from './page-builder';
import type { Topic } from './text';
import { pageBlocks } from './blocks';
import { articleBody, prose } from './text';
import { SUMMER_PROMOTION_WINDOW } from './site-facts';

type Simple = [slug: string, title: string, topic: Topic, headings: string[]];

function simple(
  rng: Rng,
  type: string,
  [slug, title, topic, headings]: Simple,
  extra: Partial<PageSeed> = {},
): PageSeed {
  const body = articleBody(rng, topic, headings);
  const parentSlug = slug.includes('/') ? slug.slice(0, slug.lastIndexOf('/')) : undefined;
  const blocks = pageBlocks(rng, slug, title, topic);
  return {
    slug,
    title,
    type,
    text: body.text,
    content: body.html,
    toc: body.toc,
    age: rng.int(30, 700),
    paragraphs: blocks.paragraphs,
    push: blocks.push,
    ...(parentSlug ? { parentSlug } : {}),
    ...extra,
  };
}

/**
 * The seeded page whose CMS HTML carries script payloads; it must be served harmless. A test
 * page: a draft, so it is neither public nor in the sitemap (the preview shows it).
 */
export const UNSAFE_PAGE_SLUG = 'essai-contenu-importe';

export function corePages(rng: Rng): PageSeed[] {
  const out: PageSeed[] = [];
  out.push({
    slug: 'accueil',
    title: 'Le bois composite pour vivre dehors',
    type: 'home',
    text: 'Terrasses, clôtures, portails et bardages en bois composite\u00a0: des extérieurs beaux dès le premier jour, sans entretien les années suivantes.',
    content: `<p>Depuis nos ateliers de Loire-Atlantique, nous concevons des lames et des ensembles en bois composite pensés pour le climat français. ${prose(rng, 'general', 2)}</p>`,
    promoted: true,
    age: 5,
    media: 'hero',
    // Home pushes: the two sales lines, then the current promotion (static: no draw, the seed stays stable).
    push: [
      {
        title: 'Arbora, le bois composite',
        text: 'Terrasses, clôtures, portails et bardages en bois composite fabriqués en France.',
        label: 'Découvrir le bois composite',
        url: '/terrasse-composite',
        image: captionImage('Terrasse en bois composite Arbora', 'ligne-arbora', '3x2'),
      },
      {
        title: 'Océlia, le plastique recyclé',
        text: 'Mobilier, abris et bordures de jardin en plastique 100\u00a0% recyclé.',
        label: 'Découvrir Océlia',
        url: '/ocelia',
        image: captionImage('Banc de jardin Océlia en plastique recyclé', 'ligne-ocelia', '3x2'),
      },
      {
        title: 'Promotion d’été',
        text: 'Jusqu’à -15\u00a0% sur une sélection de lames de terrasse, jusqu’au 31 août.',
        label: 'Voir l’offre',
        url: '/promotion-ete',
        image: null,
        ...SUMMER_PROMOTION_WINDOW,
      },
    ],
  });
  out.push({
    slug: UNSAFE_PAGE_SLUG,
    title: 'Essai d’affichage d’un contenu importé',
    type: 'content',
    text: 'Page de contrôle\u00a0: son contenu importé contient du code qui ne doit jamais s’exécuter.',
    status: 'draft',
    content:
      '<p>Ce texte provient d’un ancien outil de rédaction.</p>' +
      '<script>window.__arboraPwned = true; alert("xss")</script>' +
      '<img src="/api/v1/media/page/essai-400x300.svg" onerror="alert(1)" alt="Illustration">' +
      '<p><a href="javascript:alert(2)">Lien douteux</a> et <a href="https://www.arbora.example" target="_blank">lien sûr</a>.</p>' +
      '<iframe src="https://evil.example"></iframe><p style="position:fixed" onclick="alert(3)">Fin du contenu.</p>',
    age: 120,
  });
  const company: Simple[] = [
    [
      'qui-sommes-nous',
      'Qui sommes-nous\u00a0?',
      'general',
      ['Une entreprise familiale', 'Nos ateliers', 'Nos équipes'],
    ],
    [
      'nos-engagements',
      'Nos engagements',
      'general',
      ['Des matières recyclées', 'Une fabrication française', 'Une garantie longue durée'],
    ],
    [
      'recrutement',
      'Recrutement\u00a0: rejoignez-nous',
      'general',
      ['Nos métiers', 'Notre façon de travailler', 'Postuler'],
    ],
    [
      'livraison',
      'Livraison et retrait',
      'general',
      ['Délais de livraison', 'Livraison en relais fermier', 'Réception de votre commande'],
    ],
    ['faq', 'Questions fréquentes', 'general', ['Commande', 'Livraison', 'Pose et entretien']],
    ['offre-decouverte', 'Offre découverte', 'general', ['Le principe', 'Comment en profiter']],
    ['ou-acheter', 'Où acheter nos produits\u00a0?', 'general', ['En ligne', 'En magasin', 'Chez nos poseurs']],
    ['merci-photo-concours', 'Merci pour votre photo\u00a0!', 'general', ['La suite du concours']],
    ['promotion-ete', 'Promotion d’été', 'terrasse', ['Les produits concernés', 'Conditions de l’offre']],
    ['rapport', 'Rapport d’activité et d’impact', 'general', ['Nos chiffres clés', 'Nos progrès environnementaux']],
    ['occultation', 'Solutions d’occultation', 'cloture', ['Pourquoi occulter', 'Les différentes solutions']],
    ['brise-vue', 'Brise-vue composite', 'cloture', ['Se protéger des regards', 'Choisir la hauteur']],
  ];
  for (const page of company) out.push(simple(rng, 'content', page));

  const services: Simple[] = [
    ['services', 'Nos services', 'general', ['Avant votre projet', 'Pendant la pose', 'Après la pose']],
    ['services/actualites', 'Actualités des services', 'general', ['Ce qui change cette saison']],
    [
      'services/livraison-relais-ferme',
      'Livraison en relais fermier',
      'general',
      ['Le principe', 'Les colis concernés', 'Retirer sa commande'],
    ],
    ['services/devis', 'Demander un devis', 'general', ['Un devis gratuit', 'Les informations utiles']],
    [
      'services/devis-photo-cloture',
      'Devis sur photo\u00a0: clôture',
      'cloture',
      ['Envoyez votre photo', 'Recevez votre estimation'],
    ],
    [
      'services/devis-photo-portail',
      'Devis sur photo\u00a0: portail',
      'portail',
      ['Envoyez votre photo', 'Recevez votre estimation'],
    ],
    [
      'services/devis-photo-portillon',
      'Devis sur photo\u00a0: portillon',
      'portillon',
      ['Envoyez votre photo', 'Recevez votre estimation'],
    ],
    [
      'services/devis-photo-terrasse',
      'Devis sur photo\u00a0: terrasse',
      'terrasse',
      ['Envoyez votre photo', 'Recevez votre estimation'],
    ],
    ['services/echantillons', 'Échantillons', 'general', ['La boîte découverte gratuite', 'Les grands échantillons']],
    ['services/3d', 'Visualisez votre projet en 3D', 'general', ['Le configurateur', 'Partager votre projet']],
    ['services/platines', 'Platines de fixation', 'cloture', ['Fixer sur dalle', 'Choisir sa platine']],
    ['services/promotions', 'Promotions en cours', 'general', ['Les offres du moment']],
    [
      'services/recuperation-chutes',
      'Récupération des chutes (professionnels)',
      'general',
      ['Le principe', 'Comment en bénéficier'],
    ],
    [
      'services/trouver-un-poseur',
      'Trouver un poseur agréé',
      'general',
      ['Nos poseurs partenaires', 'La garantie de pose'],
    ],
  ];
  for (const page of services) {
    const seeded = simple(rng, 'service', page);
    // The 3D service page leads to the configurator it describes.
    out.push(
      page[0] === 'services/3d'
        ? {
            ...seeded,
            content: `<p><a href="/configurateur-3d">Ouvrir le configurateur de clôture 3D</a>\u00a0: composez votre clôture, voyez-la en volume et demandez votre devis avec votre configuration.</p>${seeded.content}`,
          }
        : seeded,
    );
  }

  const supports: Simple[] = [
    ['supports', 'Supports et aide', 'general', ['Documentation', 'Entretien', 'Questions fréquentes']],
    ['supports/documentation', 'Documentation technique', 'general', ['Fiches techniques', 'Avis techniques']],
    [
      'supports/entretien',
      'Entretien du bois composite',
      'entretien',
      ['Nettoyage courant', 'Taches tenaces', 'Après l’hiver'],
    ],
    ['supports/faq', 'Questions fréquentes sur les produits', 'general', ['Terrasse', 'Clôture', 'Portail']],
    [
      'supports/guide-de-pose',
      'Guide de pose',
      'terrasse',
      ['Préparer le support', 'Poser les lambourdes', 'Fixer les lames'],
    ],
    ['supports/videos', 'Vidéos de pose', 'general', ['Terrasse', 'Clôture', 'Portail']],
  ];
  for (const page of supports) out.push(simple(rng, 'support', page));

  const pro: Simple[] = [
    ['professionnels', 'Espace professionnels', 'general', ['Tarifs et conditions', 'Accompagnement']],
    [
      'professionnels/concept-cloture',
      'Concept clôture pour professionnels',
      'cloture',
      ['Un système modulaire', 'Des délais tenus'],
    ],
    [
      'professionnels/lames-decoratives',
      'Lames décoratives pour professionnels',
      'bardage',
      ['Habiller les façades', 'Les finitions'],
    ],
    [
      'professionnels/eclairage-ambiance',
      'Éclairage d’ambiance',
      'terrasse',
      ['Des spots intégrés', 'Câblage basse tension'],
    ],
    ['professionnels/portillon', 'Portillon pour professionnels', 'portillon', ['Gamme et options', 'Délais']],
    [
      'professionnels/terrasse-cornieres-lambourdes',
      'Terrasse\u00a0: cornières et lambourdes',
      'terrasse',
      ['Des finitions nettes', 'Une structure durable'],
    ],
  ];
  for (const page of pro) out.push(simple(rng, 'professional', page));

  const terrace: Simple[] = [
    [
      'terrasse-composite',
      'Terrasse en bois composite',
      'terrasse',
      ['Pourquoi le composite', 'Nos gammes', 'Les étapes du projet'],
    ],
    [
      'terrasse-composite/couleurs',
      'Les couleurs de terrasse',
      'terrasse',
      ['Les gris', 'Les bruns', 'Les teintes claires'],
    ],
    ['terrasse-composite/lames', 'Les lames de terrasse', 'terrasse', ['Lames alvéolaires', 'Lames pleines']],
    [
      'terrasse-composite/usages',
      'Usages de la terrasse',
      'terrasse',
      ['Repas en plein air', 'Détente', 'Jeux d’enfants'],
    ],
    ['terrasse-composite/piscine', 'Terrasse de piscine', 'terrasse', ['Antidérapante', 'Pieds nus au soleil']],
    [
      'terrasse-composite/style-contemporain',
      'Terrasse style contemporain',
      'terrasse',
      ['Lignes épurées', 'Teintes conseillées'],
    ],
    [
      'terrasse-composite/style-elegance',
      'Terrasse style élégance',
      'terrasse',
      ['Des finitions soignées', 'Teintes conseillées'],
    ],
    [
      'terrasse-composite/style-fusion',
      'Terrasse style fusion',
      'terrasse',
      ['Mélanger les teintes', 'Exemples de calepinage'],
    ],
    [
      'terrasse-composite/style-naturel',
      'Terrasse style naturel',
      'terrasse',
      ['L’aspect du bois', 'Teintes conseillées'],
    ],
  ];
  for (const page of terrace) out.push(simple(rng, page[0].includes('style-') ? 'style' : 'content', page));

  const gates: Simple[] = [
    [
      'portail-composite',
      'Portail en bois composite',
      'portail',
      ['Battant ou coulissant', 'Sur mesure', 'Motorisation'],
    ],
    ['portail-composite/couleurs', 'Couleurs de portail', 'portail', ['Harmoniser avec la clôture', 'Nos teintes']],
    ['portail-composite/battant', 'Portail battant', 'portail', ['Le fonctionnement', 'L’espace nécessaire']],
    ['portail-composite/coulissant', 'Portail coulissant', 'portail', ['Gagner de la place', 'Le rail et le guidage']],
    ['portail-composite/sur-mesure', 'Portail sur mesure', 'portail', ['Vos dimensions', 'Délais de fabrication']],
    ['portail-composite/professionnels', 'Portails pour professionnels', 'portail', ['Gamme', 'Conditions']],
    [
      'portail-composite/style-contemporain',
      'Portail style contemporain',
      'portail',
      ['Lignes horizontales', 'Teintes conseillées'],
    ],
    [
      'portail-composite/style-elegant',
      'Portail style élégant',
      'portail',
      ['Des détails soignés', 'Teintes conseillées'],
    ],
    [
      'portail-composite/style-naturel',
      'Portail style naturel',
      'portail',
      ['L’aspect du bois', 'Teintes conseillées'],
    ],
    [
      'portillon-composite',
      'Portillon en bois composite',
      'portillon',
      ['Assorti au portail', 'Serrure et quincaillerie'],
    ],
    ['portillon-composite/style-contemporain', 'Portillon style contemporain', 'portillon', ['Lignes épurées']],
    ['portillon-composite/style-elegant', 'Portillon style élégant', 'portillon', ['Finitions']],
    ['portillon-composite/style-naturel', 'Portillon style naturel', 'portillon', ['Aspect bois']],
  ];
  for (const page of gates) out.push(simple(rng, page[0].includes('style-') ? 'style' : 'content', page));

  const ocelia: Simple[] = [
    [
      'ocelia',
      'Océlia, le plastique recyclé au jardin',
      'ocelia',
      ['Une matière recyclée', 'La gamme', 'Où trouver Océlia'],
    ],
    ['ocelia/la-gamme', 'La gamme Océlia', 'ocelia', ['Mobilier', 'Abris', 'Bordures']],
    [
      'ocelia/engagement-recyclage',
      'Notre engagement recyclage',
      'ocelia',
      ['D’où vient la matière', 'Recycler en fin de vie'],
    ],
    ['ocelia/nous-rejoindre', 'Rejoindre l’équipe Océlia', 'ocelia', ['Nos métiers', 'Candidature spontanée']],
    ['ocelia/entretien', 'Entretenir les produits Océlia', 'ocelia', ['Nettoyage', 'Hivernage']],
    ['ocelia/faq', 'Questions fréquentes Océlia', 'ocelia', ['Commande', 'Matière']],
  ];
  for (const page of ocelia) out.push(simple(rng, 'content', page, { line: 'ocelia' }));

  // Drafts exist so the status filter has something to leave out.
  out.push(
    simple(rng, 'blog', ['blog/brouillon-tendances-2026', 'Tendances 2026 (brouillon)', 'general', ['À venir']], {
      status: 'draft',
      age: 2,
    }),
  );
  out.push(
    simple(rng, 'content', ['page-en-preparation', 'Page en préparation', 'general', ['Bientôt']], {
      status: 'draft',
      age: 1,
    }),
  );
  return out;
}
