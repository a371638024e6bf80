import { useEffect, useState } from 'react';
import { useLatest } from '../internal/use-latest';
import type { ToastSeverity } from '../theme/palette';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { CloseButton, Icon, Message, Summary, ToastRoot } from './styles';
import type { Toast, ToastId } from './types';

/** SPEC 9: toasts last 3000 ms. */
export const DEFAULT_TOAST_LIFE = 3000;

// Colour alone must not carry the severity (WCAG 1.4.1): an icon and a spoken prefix say it too.
const severityText: Record<ToastSeverity, { label: string; icon: string }> = {
  info: { label: 'Information', icon: 'i' },
  success: { label: 'Succès', icon: '✓' },
  secondary: { label: 'Message', icon: '•' },
  warn: { label: 'Attention', icon: '!' },
  error: { label: 'Erreur', icon: '×' },
  contrast: { label: 'Message', icon: '•' },
};

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: ToastId) => void;
}

export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const { id, severity, message, summary, life = DEFAULT_TOAST_LIFE, sticky = false } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = useLatest(() => onDismiss(id));

  // Hover or keyboard focus pauses the countdown (WCAG 2.2.1); leaving restarts the full life.
  const paused = hovered || focused;
  useEffect(() => {
    if (sticky || paused) return undefined;
    const timer = setTimeout(() => dismiss.current(), life);
    return () => clearTimeout(timer);
  }, [sticky, paused, life, dismiss]);

  const { label, icon } = severityText[severity];
  return (
    <ToastRoot
      $severity={severity}
      data-severity={severity}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Icon aria-hidden="true">{icon}</Icon>
      <Message>
        <VisuallyHidden>{label} : </VisuallyHidden>
        {summary && <Summary>{summary}</Summary>}
        {message}
      </Message>
      <CloseButton type="button" aria-label="Fermer la notification" onClick={() => onDismiss(id)}>
        <span aria-hidden="true">×</span>
      </CloseButton>
    </ToastRoot>
  );
}
