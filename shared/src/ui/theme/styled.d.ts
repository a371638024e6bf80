// Types `props.theme` in every styled component of every workspace that imports `@arbora/shared/ui`
// (theme.ts references this file, so the augmentation travels with the import).
import 'styled-components';
import type { ArboraTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ArboraTheme {}
}
