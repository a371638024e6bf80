import type { ReactNode } from 'react';
import type { ToastSeverity } from '../theme/palette';

/** the caller's key for a toast (a counter or a uuid) */
export type ToastId = string | number;

export interface Toast {
  id: ToastId;
  severity: ToastSeverity;
  /** the French text shown to the shopper */
  message: ReactNode;
  /** optional bold first line */
  summary?: string;
  /** ms before it dismisses itself; default 3000 (SPEC 9) */
  life?: number;
  /** stays until closed */
  sticky?: boolean;
}
