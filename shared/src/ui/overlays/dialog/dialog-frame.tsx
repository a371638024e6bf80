import { useId, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../internal/use-focus-trap';
import { usePortalContainer } from '../internal/use-portal-container';
import {
  Body,
  CloseButton,
  Footer,
  Header,
  Overlay,
  Panel,
  Title,
  type DialogPlacement,
  type DialogSize,
} from './styles';

/** Props Modal and Drawer share. */
export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call it; the parent sets open=false */
  onClose: () => void;
  /** the visible heading that names the dialog */
  title: ReactNode;
  children?: ReactNode;
  /** buttons at the bottom, e.g. « Annuler » / « Confirmer » */
  footer?: ReactNode;
  /** element to focus on open; default the first focusable element (the close button) */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  closeOnBackdrop?: boolean;
  size?: DialogSize;
}

interface DialogFrameProps extends DialogProps {
  placement: DialogPlacement;
}

/**
 * role="dialog" + aria-modal in a portal on <body>, named by its title, with a focus trap that
 * returns focus to the opener. Mounted only while open and only in the browser: a closed dialog
 * renders nothing and holds no state, so the page it sits in hydrates in one commit (a portal
 * container set by an effect after the hydration would render its parent again at once).
 */
export function DialogFrame(props: DialogFrameProps) {
  return props.open ? <OpenDialogFrame {...props} /> : null;
}

function OpenDialogFrame({
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  closeLabel = 'Fermer',
  closeOnBackdrop = true,
  size = 'md',
  placement,
}: DialogFrameProps) {
  const container = usePortalContainer();
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const titleId = useId();
  useFocusTrap(panel, { onEscape: onClose, initialFocusRef });

  if (!container) return null;

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <Overlay $placement={placement} onMouseDown={onBackdrop} data-testid="dialog-backdrop">
      <Panel
        ref={setPanel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $placement={placement}
        $size={size}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>,
    container,
  );
}
