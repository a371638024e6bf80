import { Button, ToastViewport, type Toast } from '@arbora/shared/ui';
import { Skeleton, Stack } from '@arbora/shared/ui/commerce';
import { useCallback, useRef, useState } from 'react';
import { Demo, Note, Section, Subheading } from './section';

const samples: Array<Pick<Toast, 'severity' | 'message'> & { button: string }> = [
  { severity: 'info', message: 'Votre panier a été mis à jour.', button: 'Information' },
  { severity: 'success', message: 'Vous êtes connecté.', button: 'Succès' },
  { severity: 'secondary', message: 'Brouillon de devis enregistré.', button: 'Secondaire' },
  { severity: 'warn', message: 'Plus que 3 articles en stock.', button: 'Avertissement' },
  { severity: 'error', message: 'Une erreur est survenue, veuillez réessayer.', button: 'Erreur' },
  { severity: 'contrast', message: 'Lien copié dans le presse-papiers.', button: 'Contraste' },
];

/** Toasts of every severity (this page's own viewport) and loading skeletons. */
export function FeedbackSection() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: Toast['id']) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = (sample: (typeof samples)[number]) =>
    setToasts((list) => [
      ...list,
      { id: `styleguide-${nextId.current++}`, severity: sample.severity, message: sample.message },
    ]);

  return (
    <Section id="retours" title="Notifications et chargement">
      <Demo>
        <Subheading>Notifications</Subheading>
        <Note>
          Elles disparaissent après 3 secondes, sauf au survol ou au focus. Les erreurs sont annoncées immédiatement,
          les autres poliment. Sur le site, le shell les affiche à la demande du bus d’événements (toast:show).
        </Note>
        <Stack direction="row" gap="xs" wrap>
          {samples.map((sample) => (
            <Button key={sample.severity} variant="ghost" size="sm" onClick={() => show(sample)}>
              {sample.button}
            </Button>
          ))}
        </Stack>
        <ToastViewport toasts={toasts} onDismiss={dismiss} />
      </Demo>
      <Demo>
        <Subheading>Squelettes de chargement</Subheading>
        <div aria-busy="true" aria-label="Chargement d’une fiche produit (exemple)" role="group">
          <Stack direction="row" gap="md" align="center">
            <Skeleton variant="circle" height="4rem" />
            <Stack gap="xs">
              <Skeleton width="16rem" height="1.25rem" />
              <Skeleton width="10rem" />
            </Stack>
          </Stack>
          <Stack gap="sm">
            <Skeleton variant="rect" height="10rem" />
            <Skeleton lines={3} />
          </Stack>
        </div>
      </Demo>
    </Section>
  );
}
