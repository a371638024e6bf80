import type { MessageKey } from '@arbora/shared/messages/forms';
import { issueMessages, submittedValues, type FormActionResult, type PageAction } from '@arbora/shared/platform';
import { FORM_SCHEMAS, type FormName } from '@arbora/shared/schemas';
import type { ZodFormSchema } from '@arbora/shared/validation';
import { otherDefinition } from '../definitions/others';
import { quoteDefinition } from '../definitions/quotes';
import { sampleDefinition } from '../definitions/samples';
import { sendForm } from '../features/form-engine/api/send-form';
import { defaultValues } from '../features/form-engine/lib/fields';
import { fileProblem, reattachMessage } from '../features/form-engine/lib/files';
import { serverRefusal } from '../features/form-engine/lib/server-error';
import { formDataTexts, sentFiles, valuesFromTexts } from '../features/form-engine/lib/submission';
import type { FormDefinition } from '../features/form-engine/types';
import { getInstallers, installerOf } from '../features/installers/api/get-installers';
import { getStores } from '../features/stores/api/get-stores';
import { formRoute } from './form-routes';

export const isProductForm = (form: string) => form.startsWith('devis-') || form.startsWith('echantillons-');

/** The definition and schema of a form, as FormScreen shows it (the stores of an appointment read from the API). */
async function formOf(
  form: FormName,
  produit: string | null,
): Promise<{ definition: FormDefinition; schema: ZodFormSchema } | null> {
  const direct = quoteDefinition(form, produit) ?? sampleDefinition(form, produit);
  const stores =
    !direct && (form === 'rendez-vous' || form === 'rendez-vous-pro')
      ? (await getStores()).map((store) => ({ value: store.title, label: store.title }))
      : [];
  const other = direct ? null : otherDefinition(form, stores);
  const definition = direct ?? other?.definition;
  if (!definition) return null;
  return { definition, schema: other?.schema ?? (FORM_SCHEMAS[form] as unknown as ZodFormSchema) };
}

const STATUS_OF: Partial<Record<MessageKey, 429 | 503>> = { form_rate_limited: 429, form_api_unavailable: 503 };

/**
 * A form of this page posted without JavaScript: the same values, schema, file checks and API call
 * as FormEngine's submit, then its confirmation route (the shell answers 303), or the form again
 * with the messages and what was typed.
 */
export const pageAction: PageAction = async ({ formData, params, ctx }): Promise<FormActionResult> => {
  const values = submittedValues(formData);
  const route = formRoute(params, ctx);
  if (!route || route.type !== 'form')
    return { status: 400, state: { values, errors: {}, message: 'default_form_error_message' } };
  try {
    const found = await formOf(route.form, isProductForm(route.form) ? ctx.searchParams.get('produit') : null);
    if (!found) return { status: 400, state: { values, errors: {}, message: 'default_form_error_message' } };
    const { definition, schema } = found;
    const upload = definition.upload;
    const parsed = schema.safeParse({
      ...defaultValues(definition),
      ...valuesFromTexts(definition, formDataTexts(formData)),
    });
    const files = upload ? sentFiles(formData, upload.field) : [];
    const fileKey = upload ? fileProblem(files, upload) : null;
    if (!parsed.success || fileKey) {
      const errors = parsed.success ? {} : issueMessages(parsed.error.issues);
      if (upload && fileKey) errors[upload.field] = fileKey;
      else if (upload && files.length) errors[upload.field] = reattachMessage(files, upload);
      return { status: 422, state: { values, errors } };
    }
    // The partner an installer request names (`?poseur=`, the page's own URL), as FormScreen sends it.
    const poseur = route.form === 'trouvez-un-poseur' ? ctx.searchParams.get('poseur') : null;
    const installer = poseur ? installerOf(await getInstallers(), poseur)?.slug : undefined;
    try {
      const sent = await sendForm({
        form: route.form,
        data: installer ? { ...parsed.data, installer } : parsed.data,
        ...(upload ? { files: { field: upload.field, files } } : {}),
      });
      return { redirect: sent.confirmation_route };
    } catch (error) {
      const refused = serverRefusal(error, upload?.field);
      const errors = { ...refused.fields };
      if (upload && files.length && !errors[upload.field]) errors[upload.field] = reattachMessage(files, upload);
      return { status: STATUS_OF[refused.key] ?? 422, state: { values, errors, message: refused.key } };
    }
  } catch {
    // The stores could not be read: the API is out of reach.
    return { status: 503, state: { values, errors: {}, message: 'form_api_unavailable' } };
  }
};
