/** What every part of the production form gets: the form, a setter of one field, and a field's 422 problem in words. */
import type { ProductionForm } from './productionForm';

export interface FieldProps {
  form: ProductionForm;
  set: <K extends keyof ProductionForm>(field: K, value: ProductionForm[K]) => void;
  errorOf: (field: string) => string | undefined;
}
