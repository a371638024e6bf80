import { Button, Link } from '@arbora/shared/ui';
import { Drawer, Modal } from '@arbora/shared/ui/overlays';
import { TextField } from '@arbora/shared/ui/forms';
import { Stack } from '@arbora/shared/ui/commerce';
import { useState } from 'react';
import { Demo, Note, Section, Subheading } from './section';

/** Modal and drawer: focus trapped inside, Escape closes, focus returns to the opener. */
export function OverlaysSection() {
  const [modalOpen, setModalOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Section id="fenetres" title="Fenêtres modales et tiroirs">
      <Note>Tab reste dans la fenêtre ; Échap la ferme et rend le focus au bouton qui l’a ouverte.</Note>
      <Demo>
        <Subheading>Exemples</Subheading>
        <Stack direction="row" gap="sm" wrap>
          <Button variant="secondary" onClick={() => setModalOpen(true)}>
            Être alerté du retour en stock
          </Button>
          <Button variant="ghost" onClick={() => setDrawerOpen(true)}>
            Ouvrir le menu
          </Button>
        </Stack>
      </Demo>
      <Modal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        title="Alerte de disponibilité"
        footer={
          <>
            <Button variant="ghost" onClick={() => setModalOpen(false)}>
              Annuler
            </Button>
            <Button onClick={() => setModalOpen(false)}>M’alerter</Button>
          </>
        }
      >
        <p>Recevez un e-mail dès que ce coloris est de nouveau disponible.</p>
        <TextField label="E-mail" type="email" autoComplete="email" />
      </Modal>
      <Drawer
        side="left"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title="Menu"
        closeLabel="Fermer le menu"
      >
        <nav aria-label="Menu (exemple)">
          <Stack as="ul" gap="sm">
            <li>
              <Link to="/category/terrasse" variant="standalone">
                Terrasses
              </Link>
            </li>
            <li>
              <Link to="/category/cloture" variant="standalone">
                Clôtures
              </Link>
            </li>
            <li>
              <Link to="/category/portail" variant="standalone">
                Portails
              </Link>
            </li>
          </Stack>
        </nav>
      </Drawer>
    </Section>
  );
}
