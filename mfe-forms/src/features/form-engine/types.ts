import type { FormName } from '@arbora/shared/schemas';

export interface Choice {
  value: string;
  label: string;
  /** a swatch colour (CSS) for colour choices */
  swatch?: string;
}

interface BaseField {
  name: string;
  label: string;
  hint?: string;
  /** a shorter name in the error summary (a consent's label is a whole sentence) */
  summaryLabel?: string;
  /** full width on large screens (text areas, choices); pairs of short fields sit side by side otherwise */
  wide?: boolean;
}

export type FieldDef =
  | (BaseField & {
      kind: 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea';
      autoComplete?: string;
      /** shown after a number (m², cm) */
      unit?: string;
      /** a date field's earliest day (YYYY-MM-DD) */
      min?: string;
    })
  | (BaseField & { kind: 'select'; options: readonly Choice[]; placeholder?: string })
  | (BaseField & { kind: 'radio' | 'swatches'; options: readonly Choice[] })
  | (BaseField & { kind: 'checkbox' })
  | (BaseField & { kind: 'multi'; options: readonly Choice[] });

export interface FieldSection {
  title: string;
  fields: readonly FieldDef[];
}

/** The files a form takes, checked in the browser before sending (the server checks them again by content). */
export interface UploadDef {
  field: 'photos' | 'cv';
  label: string;
  hint: string;
  max: number;
  required: boolean;
  kinds: 'photo' | 'document';
}

/** Everything the engine needs to show and send one of the 15 forms. */
export interface FormDefinition {
  form: FormName;
  sections: readonly FieldSection[];
  upload?: UploadDef;
  submitLabel: string;
  /** extra defaults (the product a quote came from, a preselected subject) */
  defaults?: Record<string, unknown>;
}
