// The design system's form controls (`@arbora/shared/ui/forms`): Form, TextField, Textarea, Select,
// Checkbox, Radio, RadioGroup, FileInput, QuantityStepper, their field frame, and ErrorSummary.
// Shared lazily by the shell: neither the shell nor the first screen of a content page renders one,
// so only the pages and blocks with a form load them. They take the core (`VisuallyHidden`, the
// theme) from `@arbora/shared/ui` by package name, never by a relative path (one instance of each
// module). Named re-exports only (no `export *`).
export { Form } from './form/form';
export type { FormProps } from './form/form';
export type { FieldProps } from './field/field-parts';
export { TextField } from './text-field/text-field';
export type { TextFieldProps, TextFieldType } from './text-field/text-field';
export { Textarea } from './textarea/textarea';
export type { TextareaProps } from './textarea/textarea';
export { Select } from './select/select';
export type { SelectOption, SelectProps } from './select/select';
export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { Radio } from './radio/radio';
export type { RadioProps } from './radio/radio';
export { RadioGroup } from './radio/radio-group';
export type { RadioGroupProps } from './radio/radio-group';
export { FileInput } from './file-input/file-input';
export type { FileInputProps } from './file-input/file-input';
export { QuantityStepper } from './quantity-stepper/quantity-stepper';
export type { QuantityStepperProps } from './quantity-stepper/quantity-stepper';
export { ErrorSummary } from './error-summary/error-summary';
export type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary/error-summary';
