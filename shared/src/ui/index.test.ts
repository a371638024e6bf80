import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ui from './index';

describe('shared/ui public surface', () => {
  it('exports every component and the themes by name', () => {
    const expected = [
      'theme',
      'plasticTheme',
      'themeForLine',
      'GlobalStyle',
      'Container',
      'Stack',
      'VisuallyHidden',
      'Button',
      'Link',
      'Breadcrumbs',
      'Pagination',
      'Tabs',
      'Accordion',
      'Form',
      'TextField',
      'Textarea',
      'Select',
      'Checkbox',
      'Radio',
      'RadioGroup',
      'FileInput',
      'ToastViewport',
      'Modal',
      'Drawer',
      'Skeleton',
      'Card',
      'PriceBlock',
      'ProductCard',
      'Rating',
    ];
    for (const name of expected) expect(ui).toHaveProperty(name);
  });

  it('uses named re-exports only (no export * barrels)', () => {
    const source = readFileSync(join(__dirname, 'index.ts'), 'utf8');
    expect(source).not.toMatch(/^export\s*\*/m);
  });
});
