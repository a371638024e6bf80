export { required, accepted, email, password, siret, frPhone, confirmed } from './rules';
export { isValidEmail } from './email';
export { isValidPassword, PASSWORD_MIN_LENGTH } from './password';
export { isValidSiret, normalizeSiret, luhnValid, SIRET_LENGTH, LA_POSTE_SIREN } from './siret';
export { isValidFrPhone, normalizeFrPhone, toE164FrPhone } from './phone';
export { validationMessage } from './messages-for-issues';
export { useZodForm } from './use-zod-form';
export type { ZodFormSchema, UseZodFormOptions, UseZodFormReturn } from './use-zod-form';
export { appointmentDateProblem, todayInParis } from './appointment-date';
