import type { FieldDef, FormDefinition } from '../types';
import { defaultValues, emptyValue } from './fields';

/** The texts a field was sent with: a form's POST (FormData) or a refused submission given back. */
export type SentTexts = (name: string) => string[];

/** One field's value as react-hook-form holds it, from the texts a browser posts for it. */
function fieldValue(field: FieldDef, texts: string[]): unknown {
  // A ticked checkbox posts its value (`on`); an unticked one posts nothing.
  if (field.kind === 'checkbox') return texts.length > 0;
  if (field.kind === 'multi') return texts;
  // No choice made: the value the field starts with (null for a radio group, '' for swatches).
  return texts[0] ?? emptyValue(field);
}

/**
 * The values the JavaScript flow would hand to the schema, from a submission made without it:
 * the same shapes (booleans for a checkbox, a list for a group of checkboxes, null for no choice),
 * so the shared schema judges both the same way.
 */
export function valuesFromTexts(definition: FormDefinition, texts: SentTexts): Record<string, unknown> {
  const values: Record<string, unknown> = { website: texts('website')[0] ?? '' };
  for (const section of definition.sections)
    for (const field of section.fields) values[field.name] = fieldValue(field, texts(field.name));
  return values;
}

/** FormData → texts (files left out: they are read apart). */
export const formDataTexts =
  (formData: FormData): SentTexts =>
  (name) =>
    formData.getAll(name).filter((value): value is string => typeof value === 'string');

/** A refused submission's values → texts. */
export const recordTexts =
  (values: Record<string, string | string[]>): SentTexts =>
  (name) => {
    const value = values[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };

/** The form's first values: its defaults, or what was typed in a submission the server refused. */
export function initialValues(definition: FormDefinition, sent: Record<string, string | string[]> | null) {
  return sent
    ? { ...defaultValues(definition), ...valuesFromTexts(definition, recordTexts(sent)) }
    : defaultValues(definition);
}

/** The files of a field in a multipart POST (an empty file input posts one nameless empty file). */
export function sentFiles(formData: FormData, field: string): File[] {
  return formData.getAll(field).filter((value): value is File => typeof value !== 'string' && value.size > 0);
}
