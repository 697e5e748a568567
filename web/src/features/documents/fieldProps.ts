/** What every part of a document's form gets (useDocumentEditor): the form, a setter of one field, and a field's 422 problem in words. */
export interface DocumentFieldProps<F> {
  form: F;
  set: <K extends keyof F>(field: K, value: F[K]) => void;
  errorOf: (field: string) => string | undefined;
}
