// The design system's overlays (`@arbora/shared/ui/overlays`): Modal and Drawer, their dialog frame
// and focus trap. Shared lazily by the shell: its phone menu loads its drawer on the first press and
// no first screen opens a dialog, so they come with the code that opens one. They take the core
// (the theme) from `@arbora/shared/ui` by package name. Named re-exports only (no `export *`).
export { Modal } from './modal/modal';
export type { ModalProps } from './modal/modal';
export { Drawer } from './drawer/drawer';
export type { DrawerProps } from './drawer/drawer';
export type { DialogProps } from './dialog/dialog-frame';
