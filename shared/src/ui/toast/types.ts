import type { ReactNode } from 'react';
import type { ToastSeverity } from '../theme/palette';

export interface Toast {
  id: string;
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
