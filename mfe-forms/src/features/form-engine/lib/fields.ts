import type { z } from 'zod';
import type { FieldDef, FormDefinition } from '../types';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** The value a field holds before anyone touches it. */
export function emptyValue(field: FieldDef): unknown {
  if (field.kind === 'checkbox') return false;
  if (field.kind === 'multi') return [];
  // null, not '': an optional choice (civility) accepts null, a required one refuses it
  if (field.kind === 'radio') return null;
  return '';
}

/**
 * Whether the schema refuses the field left empty: the star and `required` come from the shared
 * schema itself, so the browser's markers never disagree with what the server accepts.
 */
export function isRequired(schema: ObjectSchema, field: FieldDef): boolean {
  const rule = schema.shape[field.name];
  if (!rule) return false;
  // Required when neither the untouched value nor an absent one passes (a choice with a default is not)
  const refuses = (value: unknown) => !(rule as z.ZodType).safeParse(value).success;
  return refuses(emptyValue(field)) && refuses(undefined);
}

export function defaultValues(definition: FormDefinition): Record<string, unknown> {
  const values: Record<string, unknown> = { website: '' };
  for (const section of definition.sections) for (const field of section.fields) values[field.name] = emptyValue(field);
  return { ...values, ...definition.defaults };
}

/** The id of a field's control (the first one of a group), the target of the error summary's links. */
export const fieldId = (form: string, name: string) => `${form}-${name}`;
