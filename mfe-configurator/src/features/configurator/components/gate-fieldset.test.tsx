import { theme } from '@arbora/shared/ui';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { newGate } from '../../../lib/fence-engine/parts';
import type { FenceConfig } from '../../../lib/fence-engine/types';
import { fenceParts } from '../../../testing/fence-parts';
import { GateFieldset } from './gate-fieldset';

// The gate's texts that differ between a swing and a sliding gate. Without the script, choosing
// « Coulissant » must change them before « Mettre à jour »: the server's HTML has both, CSS shows
// the ticked opening's (e2e configurator-no-js checks what shows at 390 px).

const parts = fenceParts(); // swing gates 3,00 / 3,50 m, a sliding gate 4,00 m
const config: FenceConfig = {
  rangeId: parts.panels[0]!.variant_parent,
  colour: 'gris-anthracite',
  heightMm: 1500,
  fixing: 'concrete',
  segments: [{ lengthMm: 12000 }],
  gateDoor: null,
  gate: newGate(parts.gates),
};
const tree = () => (
  <ThemeProvider theme={theme}>
    <GateFieldset parts={parts} config={config} set={() => undefined} errors={{}} typed={{}} />
  </ThemeProvider>
);

const SWING = ['Vantail principal', 'Un portail battant doit alors', 'Deux vérins 24\u00a0V'];
const SLIDING = ['Le portail coulisse', 'Un portail coulissant glisse le long', 'Moteur à crémaillère'];
const WIDTH_NOTE = 'Les largeurs d’un portail coulissant s’affichent avec «\u00a0Mettre à jour\u00a0»';

test('a swing gate: the server’s HTML has the swing and the sliding texts, the hydrated form the swing ones only', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.appendChild(container);
  for (const text of [...SWING, ...SLIDING, WIDTH_NOTE]) expect(container.textContent).toContain(text);
  // Each variant in an element of its own, for CSS to hide (display: none, so it is not read either).
  const side = within(container).getByRole('combobox', { name: /Vantail principal/ });
  expect(container.querySelector(`label[for="${side.id}"]`)!.children).toHaveLength(2);
  // The sides read the same whatever the opening: an option cannot be hidden by CSS.
  expect(
    within(side)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['À gauche', 'À droite']);

  const mismatches: unknown[] = [];
  await act(async () => hydrateRoot(container, tree(), { onRecoverableError: (error) => mismatches.push(error) }));
  expect(mismatches).toEqual([]);
  for (const text of SWING) expect(container.textContent).toContain(text);
  for (const text of [...SLIDING, WIDTH_NOTE]) expect(container.textContent).not.toContain(text);
  expect(screen.getByRole('combobox', { name: 'Vantail principal' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Largeur du portail' })).not.toHaveAttribute('aria-describedby');
  expect(screen.getByRole('checkbox', { name: 'Motoriser le portail' })).toHaveAccessibleDescription(
    'Deux vérins 24\u00a0V et deux télécommandes.',
  );
  container.remove();
});
