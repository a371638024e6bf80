export { fr } from './catalogue-fr';
export type { Catalogue, MessageKey } from './catalogue-fr';
export { t, interpolate, isMessageKey } from './translate';
export type { MessageArgs, MessageParamValue } from './translate';
export { errorScreenText, ERROR_SCREEN_STATUSES } from './error-screen';
export type { ErrorScreenStatus, ErrorScreenText } from './error-screen';
export { notFoundMessage, routeValidationMessage } from './technical';
