export { type Bilingual, errorTexts, hasError, registerErrors } from './errors';
export { type FieldErrors, fieldErrors } from './field-errors';
