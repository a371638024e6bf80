import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as commerce from './commerce';
import * as forms from './forms';
import * as overlays from './overlays';
import * as ui from './index';

describe('shared/ui public surface', () => {
  it('exports every component and the themes by name', () => {
    const expected = [
      'theme',
      'plasticTheme',
      'themeForLine',
      'GlobalStyle',
      'VisuallyHidden',
      'Button',
      'Link',
      'Breadcrumbs',
      'Accordion',
      'ToastViewport',
      'Rating',
    ];
    for (const name of expected) expect(ui).toHaveProperty(name);
  });

  it('exports the commerce and listing components from ui/commerce, and only there', () => {
    const expected = [
      'Container',
      'Stack',
      'Pagination',
      'Tabs',
      'Skeleton',
      'Card',
      'PriceBlock',
      'ProductCard',
      'PostalAddress',
    ];
    for (const name of expected) {
      expect(commerce).toHaveProperty(name);
      expect(ui).not.toHaveProperty(name);
    }
  });

  it('exports the form controls from ui/forms, and only there', () => {
    const expected = ['Form', 'TextField', 'Textarea', 'Select', 'Checkbox', 'Radio', 'RadioGroup', 'FileInput'];
    for (const name of expected) {
      expect(forms).toHaveProperty(name);
      expect(ui).not.toHaveProperty(name);
    }
  });

  it('exports Modal and Drawer from ui/overlays, and only there', () => {
    for (const name of ['Modal', 'Drawer']) {
      expect(overlays).toHaveProperty(name);
      expect(ui).not.toHaveProperty(name);
    }
  });

  it('uses named re-exports only (no export * barrels)', () => {
    for (const file of [
      'index.ts',
      join('commerce', 'index.ts'),
      join('forms', 'index.ts'),
      join('overlays', 'index.ts'),
    ]) {
      const source = readFileSync(join(__dirname, file), 'utf8');
      expect(source).not.toMatch(/^export\s*\*/m);
    }
  });
});
