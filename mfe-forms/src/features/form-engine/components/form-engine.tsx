import { isMessageKey, t, type MessageKey } from '@arbora/shared/messages/forms';
import { FormToken, useFormActionState, useHydrated, usePageRoute } from '@arbora/shared/platform';
import { Button } from '@arbora/shared/ui';
import { ErrorSummary, Form, type ErrorSummaryItem as SummaryItem } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage, type ZodFormSchema } from '@arbora/shared/validation';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useSendForm } from '../api/send-form';
import { fieldId, isRequired } from '../lib/fields';
import { fileProblem } from '../lib/files';
import { serverRefusal } from '../lib/server-error';
import { initialValues } from '../lib/submission';
import type { FieldDef, FormDefinition } from '../types';
import { FieldControl } from './field-control';
import { FileField } from './file-field';
import { Honeypot } from './honeypot';
import { PrivacyNotice } from './privacy-notice';
import { Alert, Actions, Grid, Section } from './styles';

export interface SentState {
  form: string;
  /** label → value lines of what was sent, for the confirmation page */
  received: [string, string][];
  /** whether a phone number was given: the quote's confirmation promises a call only then */
  phone: boolean;
}

interface FormEngineProps {
  definition: FormDefinition;
  /** the shared schema of the form (FORM_SCHEMAS), possibly with browser-only checks added */
  schema: ZodFormSchema;
  /** what the data is used for, in the privacy notice (« traiter votre demande de devis ») */
  purpose: string;
  /** values to fill in once mounted (a logged-in customer): fields already typed in are kept */
  prefill?: Record<string, unknown> | null;
  /** content between the fields and the consent (contest rules, before the box that accepts them) */
  children?: ReactNode;
  /** the sections' heading level: h3 when the form sits under a heading of the page (« Être recontacté par un poseur ») */
  sectionHeading?: 'h2' | 'h3';
  /** what the page adds to the data sent, outside the fields (the partner an installer request names) */
  extraData?: Record<string, string>;
}

/**
 * Boxes that accept what the page's children show (the contest's rules): laid out after them, so a
 * visitor reads the rules before ticking « J’ai lu et j’accepte le règlement ».
 */
const AFTER_CHILDREN = new Set(['rules_accepted']);

/** A file field's message: a key of the catalogue, or a text written here. */
const fileText = (message: string) => (isMessageKey(message) ? t(message) : message);

/** A refused submission's messages in react-hook-form's shape. */
const asFieldErrors = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, { message }]),
  ) as FieldErrors<FieldValues>;

function shownValue(field: FieldDef, value: unknown): string | null {
  if (value === '' || value === undefined || value === null || value === false) return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    const labels = 'options' in field ? value.map((v) => field.options.find((o) => o.value === v)?.label ?? v) : value;
    return labels.join(', ');
  }
  if (value === true) return 'Oui';
  if ('options' in field) return field.options.find((o) => o.value === value)?.label ?? String(value);
  return `${String(value)}${field.kind !== 'checkbox' && 'unit' in field && field.unit ? ` ${field.unit}` : ''}`;
}

/**
 * One of the 15 forms from its definition: react-hook-form on the shared zod schema (validation on
 * blur and committed change), an error summary that takes focus after a refused submit (RGAA),
 * files checked before sending, one request however many clicks, and the server's refusals shown
 * in the page with everything typed kept. Success goes to the form's confirmation route.
 */
export function FormEngine({
  definition,
  schema,
  purpose,
  prefill,
  children,
  sectionHeading = 'h2',
  extraData,
}: FormEngineProps) {
  const SectionHeading = sectionHeading;
  const { form: name, sections, upload } = definition;
  // Every form schema is a z.object (refinements keep its shape): the required markers read it.
  const shape = schema as unknown as z.ZodObject<z.ZodRawShape>;
  // A submission the server refused (posted without JavaScript): what was typed and the messages.
  const actionState = useFormActionState();
  const stateErrors = actionState?.errors ?? {};
  const initial = useMemo(() => initialValues(definition, actionState?.values ?? null), [definition, actionState]);
  const allFields = useMemo(() => sections.flatMap((section) => section.fields), [sections]);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: initial, shouldFocusError: false });
  const [files, setFiles] = useState<File[]>([]);
  // A message key, or the text of a form refused without JavaScript: « Choisissez à nouveau… ».
  const [fileError, setFileError] = useState<string | null>(upload ? (stateErrors[upload.field] ?? null) : null);
  const [summary, setSummary] = useState<SummaryItem[]>(() =>
    actionState && !actionState.message ? summaryOf(asFieldErrors(stateErrors), fileError) : [],
  );
  const [refusal, setRefusal] = useState<MessageKey | null>((actionState?.message as MessageKey | undefined) ?? null);
  // Where focus goes once it exists: react-hook-form publishes a refused submit's errors after
  // onInvalid returns, so the summary may appear a render later than the request to focus it.
  const pendingFocus = useRef<'summary' | 'alert' | null>(null);
  const [, setFocusRequest] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const busy = useRef(false);
  const mutation = useSendForm();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { ctx } = usePageRoute();
  const pathname = ctx.pathname;

  useEffect(() => {
    const target = pendingFocus.current === 'summary' ? summaryRef.current : pendingFocus.current && alertRef.current;
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  const requestFocus = (to: 'summary' | 'alert') => {
    pendingFocus.current = to;
    setFocusRequest((n) => n + 1);
  };

  useEffect(() => {
    // Once hydrated, react-hook-form holds the server's messages: they go away as fields are fixed.
    for (const [field, message] of Object.entries(stateErrors))
      if (field !== upload?.field) setError(field, { type: 'server', message });
    // Only the first render's state: the next submits are the browser's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!prefill) return;
    for (const [field, value] of Object.entries(prefill)) {
      const current = getValues(field);
      if (value && (current === '' || current === undefined)) setValue(field, value);
    }
  }, [prefill, getValues, setValue]);

  /*
   * The summary lists the errors of the last submit and changes only on the next one (as GOV.UK's
   * does): were it to shrink while fields are fixed on blur, the submit button below would move
   * between the press and the release of a click, and the click would be lost.
   */
  function summaryOf(fieldErrors: FieldErrors<FieldValues>, fileProblemKey: string | null): SummaryItem[] {
    const items: SummaryItem[] = [];
    for (const field of allFields) {
      const message = validationMessage(fieldErrors[field.name]?.message as string | undefined);
      if (message) items.push({ id: fieldId(name, field.name), label: field.summaryLabel ?? field.label, message });
    }
    if (upload && fileProblemKey)
      items.push({ id: fieldId(name, upload.field), label: upload.label, message: fileText(fileProblemKey) });
    return items;
  }

  const checkFiles = () => {
    const problem = upload ? fileProblem(files, upload) : null;
    setFileError(problem);
    return problem;
  };

  const onFiles = (chosen: File[]) => {
    setFiles(chosen);
    setFileError(upload ? fileProblem(chosen, upload) : null);
  };

  // The summary of a form refused without JavaScript (the server's page): focused as the page loads.
  const [summaryFromServer, setSummaryFromServer] = useState(() => Boolean(actionState && !actionState.message));
  const showSummary = (items: SummaryItem[]) => {
    setSummaryFromServer(false);
    setSummary(items);
    requestFocus('summary');
  };

  const send = async (values: FieldValues) => {
    const problem = checkFiles();
    if (problem) return showSummary(summaryOf({}, problem));
    setSummary([]);
    setRefusal(null);
    try {
      const result = await mutation.mutateAsync({
        form: name,
        data: { ...values, ...extraData },
        ...(upload ? { files: { field: upload.field, files } } : {}),
      });
      const received: [string, string][] = [];
      for (const field of allFields) {
        if (field.name === 'consent' || field.name === 'rules_accepted') continue;
        const shown = shownValue(field, getValues(field.name));
        if (shown) received.push([field.label, shown]);
      }
      if (upload && files.length) received.push([upload.label, files.map((f) => f.name).join(', ')]);
      const phone = getValues('phone') as unknown;
      navigate(result.confirmation_route, {
        state: { form: name, received, phone: typeof phone === 'string' && phone.trim() !== '' } satisfies SentState,
      });
    } catch (error) {
      const refused = serverRefusal(error, upload?.field);
      for (const [field, message] of Object.entries(refused.fields)) {
        if (upload && field === upload.field) setFileError(message);
        else setError(field, { type: 'server', message });
      }
      setRefusal(refused.key);
      requestFocus('alert');
    }
  };

  // A field's message: react-hook-form's, or before hydration the server's (a refused POST).
  const errorOf = (field: string) =>
    validationMessage(
      ((errors as FieldErrors<FieldValues>)[field]?.message as string | undefined) ??
        (hydrated ? undefined : stateErrors[field]),
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One submission at a time, whatever the number of clicks or Enter presses.
    if (busy.current) return;
    busy.current = true;
    try {
      await handleSubmit(send, (fieldErrors) => showSummary(summaryOf(fieldErrors, checkFiles())))(event);
    } finally {
      busy.current = false;
    }
  };

  return (
    // Without JavaScript (or before hydration) the browser posts it to the page's own URL, where
    // the shell server runs the page's `pageAction`; with it, onSubmit sends it and stops that.
    <Form
      aria-labelledby="form-title"
      method="post"
      action={pathname + ctx.searchParams.toString().replace(/^(?=.)/, '?')}
      encType={upload ? 'multipart/form-data' : undefined}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormToken />
      {summary.length > 0 && (
        <ErrorSummary
          ref={summaryRef}
          id="form-error-summary-title"
          title={`${t('form_error_summary_title')} (${summary.length})`}
          items={summary}
          fromServer={summaryFromServer}
        />
      )}
      {sections.map((section) => (
        <Section key={section.title}>
          <SectionHeading>{section.title}</SectionHeading>
          <Grid>
            {section.fields.map((field) =>
              field.name === 'consent' || AFTER_CHILDREN.has(field.name) ? null : (
                <div key={field.name} className={field.wide || field.kind !== 'text' ? 'wide' : undefined}>
                  <FieldControl
                    form={name}
                    field={field}
                    required={isRequired(shape, field)}
                    error={errorOf(field.name)}
                    initial={initial[field.name]}
                    register={register}
                  />
                </div>
              ),
            )}
          </Grid>
          {upload && section === sections[0] && (
            <FileField
              id={fieldId(name, upload.field)}
              upload={upload}
              files={files}
              error={fileError ? fileText(fileError) : undefined}
              onChange={onFiles}
            />
          )}
        </Section>
      ))}
      {children}
      {allFields
        .filter((field) => AFTER_CHILDREN.has(field.name))
        .map((field) => (
          <FieldControl
            key={field.name}
            form={name}
            field={field}
            required={isRequired(shape, field)}
            error={errorOf(field.name)}
            initial={initial[field.name]}
            register={register}
          />
        ))}
      <Honeypot field={register('website')} />
      <PrivacyNotice purpose={purpose} />
      {allFields
        .filter((field) => field.name === 'consent')
        .map((field) => (
          <FieldControl
            key={field.name}
            form={name}
            field={field}
            required
            error={errorOf(field.name)}
            initial={initial[field.name]}
            register={register}
          />
        ))}
      {refusal && (
        <Alert ref={alertRef} role="alert" tabIndex={-1}>
          {t(refusal)}
        </Alert>
      )}
      <Actions>
        <Button type="submit" loading={mutation.isPending}>
          {mutation.isPending ? t('form_sending') : definition.submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
