import type { Topic } from './text';
import { CONTACT, CONTACT_PHONE_IN_TEXT, DELIVERY_PROMISE, WARRANTY_YEARS, wholeEuros } from './site-facts';

/**
 * The sentence bank of the content pages' copy: facts by topic, sentences by section heading, intros
 * and closings. Slots: {le} « la terrasse », {un} « une terrasse », {de} « de terrasse », and
 * numbers drawn per sentence: {m2} a surface, {jours} days, {metres} a width, {lambourdes} joists. Original French copy, written for this demo shop.
 */

export type Forms = { le: string; un: string; de: string };

export const FORMS: Record<Topic, Forms> = {
  terrasse: { le: 'la terrasse', un: 'une terrasse', de: 'de terrasse' },
  portail: { le: 'le portail', un: 'un portail', de: 'de portail' },
  cloture: { le: 'la clôture', un: 'une clôture', de: 'de clôture' },
  bardage: { le: 'le bardage', un: 'un bardage', de: 'de bardage' },
  portillon: { le: 'le portillon', un: 'un portillon', de: 'de portillon' },
  entretien: { le: 'l’entretien du composite', un: 'un entretien régulier', de: 'd’entretien' },
  general: { le: 'votre aménagement extérieur', un: 'un aménagement extérieur', de: 'd’aménagement' },
  ocelia: { le: 'la gamme Océlia', un: 'un meuble Océlia', de: 'de mobilier recyclé' },
};

export const FACTS: Record<Topic, string[]> = {
  terrasse: [
    'Une lame alvéolaire pèse près de deux fois moins qu’une lame pleine, mais demande des lambourdes plus rapprochées.',
    'Les lames pleines encaissent mieux les chocs et conviennent aux plages de piscine comme aux passages fréquents.',
    'Sur une dalle béton, des plots réglables rattrapent les défauts de niveau sans ragréage.',
    'Comptez environ {lambourdes} mètres de lambourdes pour dix mètres carrés, selon l’entraxe retenu.',
    'Les clips inox invisibles laissent un joint régulier de 5 mm entre deux lames.',
    'Une face rainurée accroche mieux sous la pluie, la face brossée rappelle davantage le bois.',
    'Autour d’une piscine, une teinte claire reste plus fraîche sous les pieds en plein été.',
    'Les lames se recoupent à la scie circulaire équipée d’une lame à dents fines.',
    'Une terrasse posée sur terrain nu a besoin d’un géotextile pour éviter la repousse des herbes.',
    'Les plinthes de finition masquent la tranche des lames et les lambourdes en rive.',
    'Un entraxe de 40 cm convient à un usage résidentiel, 30 cm sous une table lourde ou un spa.',
    'Les lames de 4 m limitent les raccords visibles sur une terrasse de taille moyenne.',
    'Une bande de propreté en gravier le long de la maison facilite l’écoulement des eaux de toiture.',
    'Les lambourdes aluminium ne se déforment pas et supportent des portées plus longues.',
    'Une pose à coupe de pierre, joints décalés, donne un rendu plus naturel qu’une pose à l’anglaise.',
    'Les spots encastrés se prévoient avant la pose\u00a0: leur câble passe entre les lambourdes.',
    'Un cadre de lames en périphérie donne à la terrasse une finition soignée.',
    'Sur une terrasse surélevée, un garde-corps devient obligatoire au-delà de 1 m de hauteur.',
  ],
  cloture: [
    'Un panneau occultant de 1,80 m arrête les regards sans assombrir le jardin.',
    'Les poteaux en aluminium se scellent tous les 1,80 m dans des plots béton.',
    'En bord de mer, une clôture ajourée laisse passer le vent et fatigue moins les poteaux.',
    'Les lames s’emboîtent par le haut dans les rainures des poteaux, sans vis apparente.',
    'Un chapeau de poteau protège l’aluminium et termine proprement chaque travée.',
    'Mélanger deux teintes de lames dessine des rayures discrètes sur la longueur de la clôture.',
    'Sur un terrain en pente, les travées se posent en escalier pour rester horizontales.',
    'Une lame décorative ajourée en partie haute allège une clôture de grande hauteur.',
    'Le règlement de votre lotissement peut fixer la hauteur et la couleur des clôtures en limite de voirie.',
    'Une clôture mixte associe un muret bas et des lames en partie haute.',
    'Les panneaux se montent par travées de 1,80 m, faciles à transporter dans un coffre.',
    'Le long d’une route, une clôture occultante atténue aussi un peu le bruit.',
    'Une lisse de finition en partie haute rigidifie la travée et protège la dernière lame.',
  ],
  portail: [
    'Un portail coulissant libère toute l’allée et convient aux entrées en pente.',
    'Un portail battant demande un dégagement égal à la largeur de ses vantaux.',
    'Le cadre aluminium garde le portail d’équerre, même sur une ouverture de {metres} mètres.',
    'La motorisation se prévoit dès la pose des piliers\u00a0: gaines et fourreaux passent avant le béton.',
    'Un kit solaire évite de tirer une ligne électrique jusqu’à l’entrée.',
    'Les remplissages composites sont assortis aux lames de clôture pour une façade homogène.',
    'Une serrure à crochet et une butée centrale tiennent les deux vantaux fermés par grand vent.',
    'Les portails sur mesure sont fabriqués au centimètre près dans notre atelier.',
    'Un portail assorti à la clôture et au portillon donne une entrée cohérente depuis la rue.',
    'Les vantaux asymétriques laissent passer un piéton sans ouvrir toute l’entrée.',
    'Un feu clignotant et une cellule photoélectrique sécurisent un portail motorisé.',
  ],
  portillon: [
    'Un portillon de 1 m de passage laisse entrer une poussette ou une tondeuse.',
    'Le portillon reprend les lames du portail pour que l’entrée piétonne se fonde dans la façade.',
    'Un ferme-porte hydraulique referme le portillon en douceur derrière les enfants.',
    'La gâche électrique permet d’ouvrir depuis la maison avec l’interphone.',
    'Les gonds réglables rattrapent quelques millimètres si le pilier bouge avec le temps.',
    'Un portillon plein préserve l’intimité du jardin dès la rue.',
  ],
  bardage: [
    'Un bardage posé à claire-voie laisse respirer le mur et souligne les lignes de la façade.',
    'Les lames se fixent sur des tasseaux verticaux espacés de 40 cm au plus.',
    'Une lame d’air d’au moins 2 cm derrière le bardage évite la condensation.',
    'La pose horizontale élargit visuellement une maison, la pose verticale l’élance.',
    'Les profils d’angle et de départ protègent les arêtes et cachent les coupes.',
    'Un bardage composite habille une extension sans lasure à refaire tous les deux ans.',
    'En rénovation, le bardage se pose sur l’isolant extérieur avec des tasseaux adaptés.',
  ],
  entretien: [
    'Un balai et de l’eau savonneuse suffisent pour l’entretien courant.',
    'Une tache de graisse s’enlève mieux tant qu’elle est fraîche, avec un dégraissant doux.',
    'Les feuilles mortes laissées en tas marquent les lames\u00a0: un coup de souffleur chaque semaine en automne suffit.',
    'Le nettoyeur haute pression s’utilise à plus de 30 cm, buse en éventail, dans le sens des lames.',
    'Le composite ne se ponce pas et ne demande ni huile ni saturateur.',
    'Au printemps, un nettoyage complet redonne son éclat à la teinte après l’hiver.',
    'Les traces de rouille viennent souvent d’un meuble métallique\u00a0: un nettoyant spécifique les efface.',
    'Un tapis sous le barbecue protège la terrasse des projections.',
  ],
  general: [
    'Nos lames sont fabriquées à partir de fibres de bois et de polymères recyclés.',
    `Chaque commande de produits en stock est préparée dans notre entrepôt et livrée en ${DELIVERY_PROMISE}.`,
    `La garantie couvre la structure des lames pendant ${WARRANTY_YEARS} ans en usage résidentiel.`,
    `Nos conseillers répondent par téléphone au ${CONTACT_PHONE_IN_TEXT}, ${CONTACT.hours.toLowerCase()}.`,
    'Les échantillons permettent de comparer les teintes chez soi, à la lumière du jour.',
    'Les teintes sont stabilisées contre les UV et ne grisent pas avec le temps.',
    'Un plan côté et quelques photos suffisent pour obtenir un devis précis.',
    'Nos poseurs agréés interviennent dans un rayon de 50 km autour de leur atelier.',
  ],
  ocelia: [
    'Les profilés Océlia sont extrudés à partir de bouchons et de flacons collectés en France.',
    'Le plastique recyclé ne pourrit pas, ne se fend pas et ne demande aucune peinture.',
    'Un banc Océlia passe l’hiver dehors sans housse.',
    'En fin de vie, les profilés Océlia se broient et redeviennent matière première.',
    'Les bordures Océlia se plantent directement dans la terre, sans béton.',
    'Le mobilier Océlia se lave au jet d’eau et sèche en quelques minutes.',
  ],
};

/** Headings whose section is made of its own sentences only, in the bank's order. */
export const OWN_ONLY = new Set(['Étape par étape', 'Questions fréquentes']);

/** Sentences that belong under a given section heading, whatever the topic. */
export const BY_HEADING: Record<string, string[]> = {
  'Les points à vérifier': [
    'Avant de commander, mesurez deux fois la surface et notez les obstacles\u00a0: regards, descentes d’eau, arbres.',
    'Vérifiez la nature du support\u00a0: terre, gravier, dalle béton ou ancienne terrasse n’appellent pas la même structure.',
    'Relevez l’exposition\u00a0: plein sud, une teinte foncée chauffe davantage en été.',
    'Assurez-vous que l’eau de pluie a un chemin pour s’évacuer loin de la maison.',
    'Contrôlez l’accès au chantier\u00a0: les lames de 4 m doivent pouvoir passer jusqu’au jardin.',
    'Renseignez-vous sur les règles d’urbanisme de votre commune avant de démarrer {le}.',
  ],
  'Nos conseils pratiques': [
    'Commencez par un plan à l’échelle\u00a0: il évite les coupes inutiles et les chutes.',
    'Louez une tarière ou un niveau laser pour une journée\u00a0: le gain de temps est réel.',
    'Rangez les lames à plat, sur cales, à l’abri du soleil direct jusqu’à la pose.',
    'Sortez les lames de leur emballage 48 heures avant la pose pour qu’elles prennent la température extérieure.',
    'Travaillez à deux pour les grandes longueurs\u00a0: une lame tenue d’un seul côté se vrille.',
    'Gardez quelques lames de réserve du même lot en cas de réparation.',
  ],
  'Les erreurs à éviter': [
    'Oublier le jeu de dilatation est l’erreur la plus fréquente\u00a0: le composite bouge avec la chaleur.',
    'Mélanger des lames de lots différents peut laisser voir de légers écarts de teinte.',
    'Serrer les vis au maximum empêche les lames de travailler et finit par les marquer.',
    'Poser les lambourdes directement sur la terre les expose à l’humidité permanente.',
    'Visser sans pré-percer près d’une extrémité risque de faire éclater la lame.',
    'Négliger la pente laisse l’eau stagner et favorise les taches.',
  ],
  'Le budget à prévoir': [
    'Comptez la structure à part\u00a0: lambourdes, plots et clips représentent souvent un tiers du budget {de}.',
    'Pour {un} de {m2} m², prévoyez aussi les finitions, qui font la différence à l’œil.',
    `La pose par un professionnel ajoute en moyenne 35 à ${wholeEuros(60)} par mètre carré selon l’accès.`,
    'Un budget maîtrisé passe par un calepinage soigné qui réduit les chutes.',
    'Les finitions assorties coûtent peu au regard du rendu final.',
    'Un devis détaillé distingue fournitures, pose et évacuation des gravats.',
  ],
  'En résumé': [
    'En résumé, {le} réussit quand le support est sain, la structure bien dimensionnée et les jeux respectés.',
    'Retenez l’essentiel\u00a0: un bon plan, des matériaux adaptés et une pose sans précipitation.',
    'Pour conclure, {le} se juge sur la durée\u00a0: la préparation compte autant que les matériaux.',
    'En somme, quelques heures de préparation évitent des années de petits défauts.',
  ],
  'Questions fréquentes': [
    'Peut-on marcher pieds nus sur le composite\u00a0? Oui, il ne fait pas d’échardes, même après des années.',
    'Le composite glisse-t-il\u00a0? Les faces rainurées et brossées restent adhérentes sous la pluie.',
    'Combien de temps dure la pose\u00a0? Comptez deux à trois jours pour une vingtaine de mètres carrés.',
    'Faut-il un permis\u00a0? Une déclaration préalable suffit le plus souvent, selon la hauteur et la surface.',
    'La teinte va-t-elle changer\u00a0? Elle s’éclaircit légèrement les premières semaines puis se stabilise.',
  ],
  'Étape par étape': [
    'Avant tout, vérifiez la météo\u00a0: la pose se fait au sec, entre 5 et 30 °C.',
    'Première étape\u00a0: tracer l’emprise au cordeau et décaisser si nécessaire.',
    'Ensuite, poser la structure de niveau en respectant la pente d’écoulement.',
    'Puis fixer les lames une à une, en contrôlant l’alignement toutes les cinq rangées.',
    'Enfin, poser les finitions et nettoyer le chantier des copeaux.',
  ],
  Caractéristiques: [
    'Disponible en plusieurs longueurs, ce produit se recoupe facilement sur le chantier.',
    'Le composite est teinté dans la masse\u00a0: une rayure ne laisse pas apparaître une autre couleur.',
    'Le profil a été dessiné pour limiter l’accroche des salissures.',
    'Sa densité lui donne une bonne tenue aux chocs et au poinçonnement.',
  ],
  'Mise en œuvre': [
    'La pose se fait avec l’outillage courant d’un bricoleur\u00a0: scie, visseuse et niveau.',
    'Les fixations fournies sont dimensionnées pour ce profil\u00a0: n’en changez pas.',
    'Respectez les entraxes indiqués dans la notice pour conserver la garantie.',
    'Un poseur agréé réalise la pose en {jours} jours pour un chantier courant.',
  ],
  Entretien: [
    'Un lavage à l’eau savonneuse deux fois par an suffit à garder l’aspect d’origine.',
    'Aucune lasure ni huile n’est nécessaire, ni maintenant ni plus tard.',
    'Les taches tenaces partent avec un nettoyant pour composite et une brosse souple.',
  ],
  'Le projet': [
    'Les propriétaires voulaient un extérieur sans corvée d’entretien, utilisable dès le printemps.',
    'Le chantier partait d’un terrain en légère pente qu’il a fallu niveler.',
    'L’ancienne installation en pin traité était à bout de souffle après quinze ans.',
    'Le projet a été dessiné avec un conseiller Arbora à partir de photos et d’un plan.',
  ],
  'Les produits choisis': [
    'Les lames ont été choisies en magasin, après comparaison de trois échantillons au soleil.',
    'Les finitions assorties donnent un aspect fini aux bords et aux angles.',
    'Le choix s’est porté sur une structure aluminium, plus stable dans le temps.',
  ],
  'Le résultat': [
    'La pose a pris {jours} jours, finitions comprises.',
    'Un an plus tard, aucune lame n’a bougé et la teinte est restée la même.',
    'Le résultat s’accorde avec les menuiseries de la maison et agrandit visuellement le jardin.',
    'Les voisins ont depuis demandé les références du produit.',
  ],
};

export const INTROS = [
  'Vous réfléchissez à {un}\u00a0? Voici l’essentiel à connaître avant de vous lancer.',
  'Chaque année, nos conseillers répondent aux mêmes questions sur {le}\u00a0: nous les avons rassemblées ici.',
  'Avec une bonne préparation, {un} se réalise en quelques week-ends et dure des décennies.',
  'Avant de commander, quelques questions simples évitent la plupart des mauvaises surprises.',
  'Les conseils qui suivent valent pour un chantier en neuf comme pour une rénovation.',
  'Voici, point par point, ce que nous répondons le plus souvent en magasin.',
  'Ces quelques repères vous aideront à dialoguer avec un poseur ou à réaliser le chantier vous-même.',
  'Choisir {le} engage pour longtemps\u00a0: prenez le temps de comparer.',
  'Ce guide reprend les conseils que nos poseurs donnent sur le terrain.',
  'De la conception à la finition, {le} se prépare étape par étape.',
];

export const CLOSINGS = [
  'Un conseiller peut relire votre plan et chiffrer votre projet gratuitement.',
  'Commandez des échantillons pour juger de la teinte chez vous, à la lumière du jour.',
  'Nos poseurs agréés peuvent aussi se charger de la pose, avec la garantie étendue.',
  'Le configurateur 3D vous aide à visualiser le résultat avant de commander.',
  'Nos magasins vous accueillent pour voir et toucher les lames.',
];

/** Advice for the bullet list of an article, by topic (general advice completes it). */
export const TIPS: Record<Topic, string[]> = {
  terrasse: [
    'Prévoyez une pente de 1 à 2\u00a0% dans le sens des lames.',
    'Laissez 5 mm entre deux lames et 10 mm en bout de lame.',
    'Ne dépassez pas 40 cm d’entraxe entre lambourdes.',
    'Posez un géotextile sous la structure sur terrain nu.',
    'Fixez chaque lame avec deux clips par lambourde.',
    'Décalez les joints de bout de lame d’une rangée à l’autre.',
    'Contrôlez le niveau toutes les cinq rangées.',
  ],
  cloture: [
    'Scellez les poteaux à 50 cm de profondeur au moins.',
    'Vérifiez l’aplomb de chaque poteau avant la prise du béton.',
    'Préférez des lames ajourées dans les zones très ventées.',
    'Repérez les réseaux enterrés avant de creuser.',
    'Montez la première travée avant de sceller le poteau suivant.',
    'Posez les chapeaux de poteau dès la fin du montage.',
  ],
  portail: [
    'Mesurez l’ouverture en haut et en bas\u00a0: les piliers sont rarement parfaitement parallèles.',
    'Passez les gaines de motorisation avant le béton.',
    'Prévoyez une butée au sol pour les portails battants.',
    'Faites poser la motorisation par un électricien si le portail est sur la voie publique.',
  ],
  portillon: [
    'Vérifiez le sens d’ouverture avant de commander.',
    'Prévoyez la gâche électrique dès la pose si vous avez un interphone.',
    'Laissez 1 cm de jeu sous le portillon pour qu’il ne frotte pas.',
  ],
  bardage: [
    'Gardez une lame d’air de 2 cm derrière le bardage.',
    'Fixez les tasseaux tous les 40 cm.',
    'Commencez par le profil de départ, parfaitement de niveau.',
  ],
  entretien: [
    'Lavez deux fois par an à l’eau savonneuse.',
    'Traitez une tache de graisse tant qu’elle est fraîche.',
    'Gardez la buse du nettoyeur à 30 cm des lames.',
  ],
  general: [
    'Demandez des échantillons avant de choisir une teinte.',
    'Conservez votre facture\u00a0: elle active la garantie.',
    'Faites valider votre plan par un conseiller.',
    'Vérifiez les règles d’urbanisme de votre commune.',
    'Gardez une lame de chaque lot pour les réparations futures.',
  ],
  ocelia: [
    'Posez le mobilier sur une surface plane pour éviter qu’il ne bascule.',
    'Rincez au jet d’eau après une période de pollen.',
    'Rapportez les pièces en fin de vie\u00a0: elles seront recyclées.',
  ],
};

/** A store's page: what a visit there offers. */
export const STORE_LINES = [
  'Un showroom extérieur présente terrasses, clôtures et portails posés en situation.',
  'Le parking est gratuit et un quai permet de charger les commandes à emporter.',
  'Les conseillers préparent avec vous un plan et un devis pendant la visite.',
  'Des échantillons de toutes les teintes sont à emporter gratuitement.',
  'Les commandes passées en ligne peuvent être retirées au magasin sous 48 heures.',
  'Un atelier de démonstration de pose a lieu le premier samedi de chaque mois.',
  'L’équipe connaît les poseurs agréés de la région et peut vous mettre en relation.',
  'Le magasin est accessible aux personnes à mobilité réduite.',
];

/** An installer's page: how the partner works. */
export const INSTALLER_LINES = [
  'L’entreprise se déplace pour un métré gratuit et remet un devis détaillé sous une semaine.',
  'Chaque chantier est suivi par un chef d’équipe, du terrassement aux finitions.',
  'Les poseurs ont suivi la formation Arbora et appliquent nos règles de pose.',
  'La pose agréée prolonge la garantie des produits de cinq ans.',
  'L’équipe évacue les déchets de chantier et les chutes sont recyclées.',
  'Les délais d’intervention sont de trois à six semaines selon la saison.',
  'L’entreprise réalise aussi les fondations, les dalles et les plots béton.',
];

/** A testimonial's closing line: what the customer made. */
export const TESTIMONIAL_CLOSINGS = [
  'Nous avons posé {m2} m² nous-mêmes en deux week-ends.',
  'Nous recommandons Arbora à nos amis sans hésiter.',
  'Prochaine étape\u00a0: le portillon assorti.',
  'Les enfants jouent dessus tout l’été sans une écharde.',
  'Le conseiller en magasin nous a fait gagner beaucoup de temps.',
  'Nous avions hésité avec du bois exotique\u00a0: aucun regret.',
  'La livraison sur palette était bien protégée.',
  'Seul bémol\u00a0: un délai un peu long au printemps, mais le résultat en valait la peine.',
];

/** The quote block of a content page: a word from the team, its author after a dash (« … » — Julien, conseiller technique). */
export const QUOTES = [
  '«\u00a0Une terrasse réussie se joue avant la première lame\u00a0: tout est dans la structure.\u00a0»\u00a0— Julien, conseiller technique',
  '«\u00a0Je conseille toujours de regarder les échantillons dehors, le matin puis le soir.\u00a0»\u00a0— Sophie, paysagiste',
  '«\u00a0Le composite pardonne peu les oublis de dilatation, mais il ne demande plus rien ensuite.\u00a0»\u00a0— Nicolas, atelier',
  '«\u00a0Un client qui a préparé son plan gagne une journée de chantier.\u00a0»\u00a0— Claire, conseillère en magasin',
  '«\u00a0Nous dessinons nos profils pour qu’un bricoleur soigneux obtienne un résultat de professionnel.\u00a0»\u00a0— Bureau d’études Arbora',
  '«\u00a0Le plus beau compliment, c’est un client qui revient pour la clôture après la terrasse.\u00a0»\u00a0— Thomas, poseur agréé',
];

/** The FAQ block's answer to « Combien de temps dure la pose ? ». */
export const POSE_DURATIONS = [
  'Comptez {jours} jours pour {un} de {m2} m², finitions comprises, à deux personnes.',
  'Un poseur agréé réalise la plupart des chantiers en {jours} jours\u00a0; la préparation du support peut demander une journée de plus.',
  'Le montage lui-même va vite\u00a0: la majeure partie du temps passe dans la préparation et les fondations.',
  'Pour un premier chantier, prévoyez un week-end de plus que l’estimation\u00a0: les premières lames demandent de la minutie.',
];

/** The illustrated block's caption: about the photo, so it never repeats the article's facts. */
export const CAPTIONS = [
  'Sur cette photo, les lames reposent sur une structure aluminium réglable.',
  'Le détail des finitions\u00a0: chaque coupe est protégée par un profil assorti.',
  'Posé il y a trois ans, cet ensemble n’a reçu qu’un nettoyage à l’eau savonneuse.',
  'La teinte varie un peu avec la lumière\u00a0: comparez vos échantillons le matin puis le soir.',
  'Un chantier de l’un de nos poseurs agréés, photographié le jour de la réception.',
  'Les fixations restent invisibles une fois la pose terminée.',
];
