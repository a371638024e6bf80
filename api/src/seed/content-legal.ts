import type { PageSeed } from './page-builder';
import { renderSections } from './text';
import {
  CAPITAL_IN_TEXT,
  CONTACT,
  CONTACT_PHONE_IN_TEXT,
  SIREN_IN_TEXT,
  unbreakable,
  WARRANTY_YEARS,
} from './site-facts';

/** Legal and company pages: written out in full, they are read by shoppers and by auditors. */
function legal(
  slug: string,
  title: string,
  text: string,
  sections: { heading: string; paragraphs: string[]; list?: string[] }[],
): PageSeed {
  const { html, toc } = renderSections(sections, text);
  return { slug, title, type: 'legal', text, content: html, toc, age: 400, media: 'page' };
}

export function legalPages(): PageSeed[] {
  return [
    legal('mentions-legales', 'Mentions légales', 'Informations sur l’éditeur et l’hébergeur du site arbora.example.', [
      {
        heading: 'Éditeur du site',
        paragraphs: [
          `Le site est édité par ${CONTACT.company}, ${CONTACT.legalFormInFull} au capital de ${CAPITAL_IN_TEXT}, immatriculée au RCS de ${CONTACT.rcsCity} sous le numéro ${SIREN_IN_TEXT}, dont le siège est situé ${CONTACT.address}.`,
          `Numéro de TVA intracommunautaire\u00a0: ${CONTACT.vat}. Téléphone\u00a0: ${CONTACT_PHONE_IN_TEXT}. Courriel\u00a0: ${CONTACT.email}.`,
        ],
      },
      {
        heading: 'Directeur de la publication',
        paragraphs: ['Le directeur de la publication est M. Pierre Lefèvre, président d’Arbora SAS.'],
      },
      {
        heading: 'Hébergement',
        paragraphs: [
          `Le site est hébergé par Scaleway SAS, 8 rue de la Ville-l’Évêque, 75008 Paris, France (téléphone\u00a0: ${unbreakable('01 84 13 00 00')}), dans des centres de données situés en France.`,
        ],
      },
      {
        heading: 'Propriété intellectuelle',
        paragraphs: [
          'Les textes, photographies, illustrations et marques présents sur le site sont protégés. Toute reproduction sans autorisation écrite préalable est interdite.',
        ],
      },
      {
        heading: 'Médiation de la consommation',
        paragraphs: [
          'En cas de litige non résolu avec notre service client, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons\u00a0: CM2C, Centre de la médiation de la consommation de conciliateurs de justice, 49 rue de Ponthieu, 75008 Paris, www.cm2c.net.',
          `Avant de saisir le médiateur, vous devez avoir adressé une réclamation écrite à notre service client (${CONTACT.email}) restée sans réponse satisfaisante pendant deux mois.`,
        ],
      },
    ]),
    legal(
      'conditions-generales-de-vente',
      'Conditions générales de vente',
      'Conditions applicables aux commandes passées sur le site par les consommateurs.',
      [
        {
          heading: 'Objet et champ d’application',
          paragraphs: [
            'Les présentes conditions régissent les ventes conclues à distance entre Arbora SAS et tout client consommateur. Elles prévalent sur tout autre document.',
          ],
        },
        {
          heading: 'Prix et paiement',
          paragraphs: [
            'Les prix sont indiqués en euros toutes taxes comprises, éco-participation incluse et détaillée. Les frais de livraison sont précisés avant la validation de la commande.',
            'Le paiement s’effectue par carte bancaire, par virement ou au moyen d’une solution de financement soumise à acceptation.',
          ],
        },
        {
          heading: 'Livraison',
          paragraphs: [
            'Les produits sont livrés à l’adresse indiquée lors de la commande, en France métropolitaine. Le client vérifie l’état des colis en présence du transporteur et note toute réserve sur le bon de livraison.',
          ],
        },
        {
          heading: 'Droit de rétractation',
          paragraphs: [
            'Conformément à l’article L221-18 du Code de la consommation, vous disposez d’un délai de quatorze jours à compter de la réception des produits pour exercer votre droit de rétractation, sans avoir à motiver votre décision.',
            'Pour l’exercer, adressez-nous une déclaration dénuée d’ambiguïté ou le formulaire type de rétractation. Les produits sont retournés dans leur état d’origine dans les quatorze jours suivant votre déclaration\u00a0; les frais de retour restent à votre charge. Nous vous remboursons au plus tard quatorze jours après réception de votre déclaration, le remboursement pouvant être différé jusqu’au retour des produits.',
          ],
        },
        {
          heading: 'Se rétracter en ligne',
          paragraphs: [
            'Une fonction de rétractation est accessible en permanence\u00a0: dans votre espace client, sur la page de la commande (rubrique «\u00a0Mes commandes\u00a0»), par le bouton «\u00a0Renoncer au contrat ici\u00a0»\u00a0; sans vous connecter, sur la page «\u00a0Se rétracter\u00a0» (arbora.example/retractation), avec la référence de la commande et l’adresse e-mail de votre compte.',
            'Vous y choisissez les articles concernés, puis vous confirmez par le bouton «\u00a0Confirmer la rétractation\u00a0». Pour chaque article exclu du droit de rétractation (produit fabriqué sur mesure), la fonction en indique la raison. Tant que la commande n’est pas livrée, vous pouvez vous rétracter à tout moment.',
            'Vous recevez sans délai par courriel, sur un support durable, un accusé de réception indiquant la date et l’heure de votre rétractation et les articles concernés\u00a0; la page de la commande indique ensuite les articles dont vous vous êtes rétracté.',
            'Vous pouvez aussi nous adresser votre déclaration par le formulaire de la page «\u00a0Contactez-nous\u00a0» en choisissant le motif «\u00a0Rétractation\u00a0», ou au moyen du formulaire type ci-dessous.',
          ],
        },
        {
          heading: 'Formulaire type de rétractation',
          paragraphs: [
            '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
            `À l’attention d’${CONTACT.company}, service client, ${CONTACT.address}, ${CONTACT.email}\u00a0:`,
            'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*) ci-dessous\u00a0:',
          ],
          list: [
            'Commandé le (*) / reçu le (*)\u00a0:',
            'Numéro de commande\u00a0:',
            'Nom du (des) consommateur(s)\u00a0:',
            'Adresse du (des) consommateur(s)\u00a0:',
            'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:',
            'Date\u00a0:',
            '(*) Rayez la mention inutile.',
          ],
        },
        {
          heading: 'Exception\u00a0: produits fabriqués sur mesure',
          paragraphs: [
            'Conformément à l’article L221-28, 3° du Code de la consommation, le droit de rétractation ne s’applique pas aux produits confectionnés selon les spécifications du client ou nettement personnalisés, notamment les portails, portillons et lames coupés à la dimension demandée.',
          ],
        },
        {
          heading: 'Garanties légales',
          paragraphs: [
            'Les produits bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) pendant deux ans à compter de la délivrance, et de la garantie des vices cachés (articles 1641 et suivants du Code civil).',
          ],
        },
        {
          heading: 'Garantie commerciale',
          paragraphs: [
            `Les lames composites bénéficient en outre d’une garantie commerciale de ${WARRANTY_YEARS} ans contre la fissuration et le pourrissement, dans les conditions du guide de pose.`,
          ],
        },
        {
          heading: 'Médiation de la consommation',
          paragraphs: [
            'Conformément à l’article L612-1 du Code de la consommation, vous pouvez recourir gratuitement au médiateur CM2C (49 rue de Ponthieu, 75008 Paris, www.cm2c.net) après une réclamation écrite restée sans réponse satisfaisante auprès de notre service client.',
          ],
        },
      ],
    ),
    legal(
      'politique-de-confidentialite',
      'Politique de confidentialité',
      'Comment Arbora traite vos données personnelles, conformément au RGPD.',
      [
        {
          heading: 'Responsable du traitement',
          paragraphs: [
            'Arbora SAS est responsable des traitements de données réalisés sur le site. Vous pouvez joindre notre délégué à la protection des données à dpo@arbora.example.',
          ],
        },
        {
          heading: 'Données collectées et finalités',
          paragraphs: [
            'Nous traitons les données nécessaires à la gestion de votre compte, de vos commandes, de vos demandes de devis et d’échantillons, et, avec votre accord, à l’envoi de notre lettre d’information.',
          ],
        },
        {
          heading: 'Durées de conservation',
          paragraphs: [
            'Les données de commande sont conservées dix ans pour nos obligations comptables\u00a0; les données de prospection trois ans après le dernier contact.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité. Vous pouvez introduire une réclamation auprès de la CNIL.',
          ],
        },
      ],
    ),
    legal('cookies', 'Gestion des cookies', 'Les cookies déposés sur le site et la manière de les paramétrer.', [
      {
        heading: 'Cookies strictement nécessaires',
        paragraphs: [
          'Ils permettent le fonctionnement du panier, de la session et la mémorisation de vos choix. Ils ne nécessitent pas votre consentement.',
          'arbora_vid\u00a0: identifiant aléatoire de votre navigateur (16 caractères), propre au site, conservé 395 jours, transmis uniquement en connexion sécurisée\u00a0; il n’est jamais partagé.',
          'arbora_locale\u00a0: mémorise la langue du site (fr), conservé 365 jours.',
        ],
      },
      {
        heading: 'Mesure d’audience',
        paragraphs: [
          'Avec votre accord, nous mesurons la fréquentation des pages pour améliorer le site. Ces cookies sont conservés treize mois au plus.',
        ],
      },
      {
        heading: 'Paramétrer vos choix',
        paragraphs: [
          'Vous pouvez modifier vos choix à tout moment depuis le lien «\u00a0Cookies\u00a0» en bas de chaque page. Refuser est aussi simple qu’accepter.',
        ],
      },
    ]),
    legal(
      'declaration-accessibilite',
      'Déclaration d’accessibilité',
      'Arbora s’engage à rendre son site accessible conformément à l’article 47 de la loi du 11 février 2005.',
      [
        {
          heading: 'État de conformité',
          paragraphs: [
            'Le site arbora.example est partiellement conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.2, en raison des non-conformités énumérées ci-dessous.',
            'L’audit réalisé en interne sur un échantillon de quinze pages révèle que 82\u00a0% des critères du RGAA sont respectés.',
          ],
        },
        {
          heading: 'Contenus non accessibles',
          paragraphs: [
            'Le configurateur 3D ne propose pas encore d’alternative textuelle complète. Certaines vidéos anciennes ne sont pas sous-titrées.',
          ],
        },
        {
          heading: 'Retour d’information et contact',
          paragraphs: [
            'Si vous ne parvenez pas à accéder à un contenu ou à un service, contactez-nous à accessibilite@arbora.example pour obtenir une alternative.',
          ],
        },
        {
          heading: 'Voies de recours',
          paragraphs: [
            'Si vous constatez un défaut d’accessibilité qui vous empêche d’accéder à un contenu et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez saisir le Défenseur des droits.',
          ],
        },
      ],
    ),
  ];
}
