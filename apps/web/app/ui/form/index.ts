// Form fields and their errors, shared by every form of the store. It imports no feature.
export { failureText, fieldErrors, fieldOf, serverFieldErrors, textOf } from './form-errors.ts';
export type { FieldErrors } from './form-errors.ts';
export {
  AccountForm,
  CheckboxField,
  FormField,
  FormMessage,
  FormSelect,
  PasswordField,
} from './FormField.tsx';
export { useFormProblems } from './use-form-problems.ts';
