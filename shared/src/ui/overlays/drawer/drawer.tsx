import { DialogFrame, type DialogProps } from '../dialog/dialog-frame';

export interface DrawerProps extends DialogProps {
  /** the edge it slides from; default right (mini-cart), left for the mobile menu */
  side?: 'left' | 'right';
}

/** A modal panel along one edge of the screen (mobile menu, mini-cart, filters). */
export function Drawer({ side = 'right', size = 'sm', ...props }: DrawerProps) {
  return <DialogFrame {...props} size={size} placement={side} />;
}
