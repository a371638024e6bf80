import { t, type MessageKey } from '@arbora/shared/messages/account';
import type { FormActionState } from '@arbora/shared/platform';
import { validationMessage } from '@arbora/shared/validation';
import { ErrorSummary } from '@arbora/shared/ui/forms';
import type { SignupFormValues } from '../api/create-customer';

/** The id of a signup field's control: the summary's links lead to it. */
export const signupFieldId = (name: keyof SignupFormValues) => `inscription-${name.replace(/_/g, '-')}`;

/** The signup's fields in the form's order, by the label the shopper reads. */
const FIELD_LABELS: readonly (readonly [keyof SignupFormValues, string])[] = [
  ['account_type', 'Vous êtes'],
  ['company_name', 'Raison sociale'],
  ['siret', 'Numéro SIRET'],
  ['function', 'Votre activité'],
  ['civility', 'Civilité'],
  ['firstname', 'Prénom'],
  ['lastname', 'Nom'],
  ['email', 'Adresse e-mail'],
  ['phone', 'Téléphone'],
  ['password', 'Mot de passe'],
  ['password_confirmation', 'Confirmation du mot de passe'],
  ['terms', 'Conditions générales'],
  ['newsletter', 'Offres et nouveautés'],
];

/** « Le formulaire contient 2 erreurs » (one: « 1 erreur »). */
const title = (count: number) => `Le formulaire contient ${count}\u00a0erreur${count > 1 ? 's' : ''}`;

/** The refused fields of a signup posted without JavaScript, in the form's order, with their French message. */
export function summaryItems(state: FormActionState) {
  return FIELD_LABELS.flatMap(([name, label]) => {
    const message = validationMessage(state.errors[name]);
    return message ? [{ id: signupFieldId(name), label, message }] : [];
  });
}

/**
 * A signup the server refused (posted without JavaScript, or before it ran): at the top of the form,
 * shared's ErrorSummary of what to correct, each a link to its field, and the refusal of the whole
 * form (`message`), focused by the browser as the page loads.
 */
export function SignupErrorSummary({ state }: { state: FormActionState }) {
  const items = summaryItems(state);
  if (items.length === 0 && !state.message) return null;
  return (
    <ErrorSummary
      fromServer
      id="inscription-erreurs"
      title={items.length > 0 ? title(items.length) : 'Votre compte n’a pas été créé'}
      message={state.message ? t(state.message as MessageKey) : undefined}
      items={items}
    />
  );
}
