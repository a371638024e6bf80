import { t } from '@arbora/shared/messages/account';
import { Select, TextField } from '@arbora/shared/ui/forms';
import { isValidSiret, normalizeSiret, validationMessage } from '@arbora/shared/validation';
import type { FieldErrors, UseFormGetValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { accountErrorKey } from '../../../lib/error-key';
import { useCheckSiret } from '../api/check-siret';
import { useCustomerFunctions } from '../../../lib/customer-functions';
import type { SignupFormValues } from '../api/create-customer';
import { signupFieldId } from './signup-error-summary';

interface Props {
  register: UseFormRegister<SignupFormValues>;
  getValues: UseFormGetValues<SignupFormValues>;
  setValue: UseFormSetValue<SignupFormValues>;
  errors: FieldErrors<SignupFormValues>;
  /** A refusal of the SIRET by the API at submission (SIRET_UNKNOWN). */
  siretRefused: boolean;
  /** What the form starts with: a refused signup's values (posted without JavaScript), else the defaults. */
  initial: SignupFormValues;
  /** The messages of a signup the server refused, until the browser's own submit. */
  serverErrors?: Record<string, string> | undefined;
}

/**
 * Company, SIRET and trade of a professional. The SIRET is checked on blur: the SPEC 5 rule
 * (14 digits, Luhn) first, then, when it holds, by the server's company registry, whose answer
 * (the company found, or unknown) is shown under the field. The company the registry names fills
 * « Raison sociale » when it is still empty (never over what the shopper typed).
 */
export function ProFields({ register, getValues, setValue, errors, siretRefused, initial, serverErrors }: Props) {
  const functions = useCustomerFunctions(true);
  const check = useCheckSiret();
  const siret = register('siret', {
    onBlur: () => {
      const value = getValues('siret');
      if (!isValidSiret(value)) return;
      check.mutate(normalizeSiret(value), {
        onSuccess: (company) => {
          if (!getValues('company_name').trim()) setValue('company_name', company.name, { shouldValidate: true });
        },
      });
    },
    onChange: () => check.reset(),
  });

  const ruleError = validationMessage(errors.siret?.message ?? serverErrors?.siret);
  const registryError =
    check.isError || siretRefused
      ? t(accountErrorKey(check.error, { SIRET_UNKNOWN: 'account_siret_unknown', VALIDATION_ERROR: 'valid_siret' }))
      : undefined;
  const company = check.data;
  const hint = check.isPending
    ? t('account_siret_checking')
    : company
      ? t('account_siret_found', { name: company.name, city: company.city })
      : '14 chiffres, tels qu’ils figurent sur votre extrait Kbis.';

  return (
    <>
      <TextField
        {...register('company_name')}
        id={signupFieldId('company_name')}
        defaultValue={initial.company_name}
        label="Raison sociale"
        autoComplete="organization"
        required
        error={validationMessage(errors.company_name?.message ?? serverErrors?.company_name)}
      />
      <TextField
        {...siret}
        id={signupFieldId('siret')}
        defaultValue={initial.siret}
        label="Numéro SIRET"
        inputMode="numeric"
        required
        hint={<span aria-live="polite">{hint}</span>}
        error={ruleError ?? registryError}
      />
      <Select
        {...register('function')}
        id={signupFieldId('function')}
        defaultValue={initial.function}
        label="Votre activité"
        placeholder={functions.isPending ? 'Chargement…' : 'Choisissez votre activité'}
        options={(functions.data ?? []).map((f) => ({ value: f.technical_name, label: f.name }))}
        error={validationMessage(errors.function?.message ?? serverErrors?.function)}
      />
    </>
  );
}
