import { DialogFrame, type DialogProps } from '../dialog/dialog-frame';

export type ModalProps = DialogProps;

/** A centred modal dialog (confirmations, quick views). */
export function Modal(props: ModalProps) {
  return <DialogFrame {...props} placement="center" />;
}
