import type { civilitySchema } from '@arbora/shared/schemas';

/** A civility as the API stores it (the schemas' civilitySchema): « M » or « Mme ». */
type Civility = (typeof civilitySchema)['options'][number];

const CIVILITY_FR: Readonly<Record<Civility, string>> = { M: 'M.', Mme: 'Mme' };

/**
 * A civility as a French letter writes it: « M » → « M. », « Mme » → « Mme »; none → ''.
 * @public
 */
export function formatCivility(civility: Civility | null | undefined): string {
  return civility ? CIVILITY_FR[civility] : '';
}

/** What a person's name is printed from (an order address, a saved address, a customer). */
export type PersonName = {
  civility?: Civility | null;
  firstname?: string | null;
  lastname?: string | null;
};

/**
 * A person's name as printed on an address, a page or a document: « M. Paul Durand », « Mme Jeanne
 * Martin », « Paul Durand » without a civility; the parts not given are left out.
 * @public
 */
export function formatPersonName({ civility, firstname, lastname }: PersonName): string {
  return [formatCivility(civility), firstname, lastname].filter(Boolean).join(' ');
}
