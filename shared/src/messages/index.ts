export { fr } from './core-fr';
export type { Catalogue, MessageKey } from './core-fr';
export { t, interpolate, isMessageKey, messageText, areaMessages } from './translate';
export { frenchTypography } from './typography';
export type { AreaMessages, CatalogueArgs, MessageArgs, MessageParamValue } from './translate';
export { errorScreenText, ERROR_SCREEN_STATUSES } from './error-screen';
export type { ErrorScreenStatus, ErrorScreenText } from './error-screen';
export { notFoundMessage, routeValidationMessage } from './technical';
export { acceptedFormTitle, refusedFormTitle } from './form-title';
