import type { Paragraph, Push } from '@arbora/shared/schemas';
import { captionImage } from '../lib/photos/photo-image';
import type { Rng } from '../lib/rng';
import type { Topic } from './text';
import { CAPTIONS, POSE_DURATIONS, QUOTES } from './content-copy';
import { prose } from './text';

const PUSHES: Record<string, Push> = {
  devis: {
    title: 'Un projet en tête\u00a0?',
    text: 'Décrivez-le en quelques lignes\u00a0: un conseiller vous répond sous 48\u00a0h avec un devis gratuit.',
    label: 'Demander un devis',
    url: '/devis',
    image: null,
  },
  echantillons: {
    title: 'Voir les teintes en vrai',
    text: 'La boîte découverte arrive chez vous, gratuitement.',
    label: 'Commander des échantillons',
    url: '/echantillons/echantillons-box',
    image: null,
  },
  poseur: {
    title: 'Faire poser',
    text: 'Nos poseurs agréés connaissent nos produits et leur garantie.',
    label: 'Trouver un poseur',
    url: '/trouvez-un-poseur',
    image: null,
  },
  configurateur: {
    title: 'Imaginer en 3D',
    text: 'Composez votre aménagement et obtenez la liste du matériel.',
    label: 'Ouvrir le configurateur',
    url: '/configurateur',
    image: null,
  },
};

/** Display blocks of a content page: an illustrated block, a quote, sometimes a FAQ; two pushes. */
export function pageBlocks(
  rng: Rng,
  slug: string,
  title: string,
  topic: Topic,
): { paragraphs: Paragraph[]; push: Push[] } {
  const seed = slug.replace(/\//g, '-');
  const paragraphs: Paragraph[] = [
    {
      id: 'illustration',
      type: 'image',
      title: null,
      content: `<p>${prose(rng, topic, 1, CAPTIONS)}</p>`,
      image: captionImage(`Illustration de «\u00a0${title}\u00a0»`, `${seed}-illustration`, '3x2', `${title} ${topic}`),
    },
    {
      id: 'citation',
      type: 'quote',
      title: null,
      content: `<blockquote><p>${prose(rng, topic, 1, QUOTES)}</p></blockquote>`,
      image: null,
    },
  ];
  if (rng.chance(0.4)) {
    paragraphs.push({
      id: 'faq',
      type: 'faq',
      title: 'Questions fréquentes',
      content: `<dl><dt>Combien de temps dure la pose\u00a0?</dt><dd>${prose(rng, topic, 1, POSE_DURATIONS)}</dd></dl>`,
      image: null,
    });
  }
  const push = rng.pickMany(Object.values(PUSHES), 2);
  return { paragraphs, push };
}
