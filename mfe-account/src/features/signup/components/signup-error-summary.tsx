import { t, type MessageKey } from '@arbora/shared/messages/account';
import type { FormActionState } from '@arbora/shared/platform';
import { validationMessage } from '@arbora/shared/validation';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
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

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.color.severity.error.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.severity.error.background};
  color: ${({ theme }) => theme.color.severity.error.text};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

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
 * a titled list of what to correct, each a link to its field, and the refusal of the whole form
 * (`message`). The browser focuses it as the page loads (`autofocus`, no script needed), so a
 * screen reader reads it first; with the script, a link moves the focus to its field.
 */
export function SignupErrorSummary({ state }: { state: FormActionState }) {
  const items = summaryItems(state);
  if (items.length === 0 && !state.message) return null;
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    // The shell's router must not read the hash as a navigation.
    event.preventDefault();
    target.scrollIntoView?.({ block: 'center' });
    target.focus();
  };
  const heading = items.length > 0 ? title(items.length) : 'Votre compte n’a pas été créé';
  return (
    <Box
      tabIndex={-1}
      autoFocus
      suppressHydrationWarning
      role="alert"
      aria-labelledby="inscription-erreurs"
      data-testid="signup-error-summary"
    >
      <h2 id="inscription-erreurs">{heading}</h2>
      {state.message ? <p>{t(state.message as MessageKey)}</p> : null}
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} onClick={(event) => goTo(event, item.id)}>
                {item.label}&nbsp;: {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Box>
  );
}
