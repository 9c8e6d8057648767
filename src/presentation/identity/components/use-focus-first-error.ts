import { useEffect, useRef } from 'react';

/** Moves the keyboard focus to the first invalid field of the form after a failed validation. */
export function useFocusFirstError(fieldErrors: Readonly<Record<string, string | undefined>>) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);
  return formRef;
}

/** The values of a submitted form, by input name. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    values[key] = typeof value === 'string' ? value : '';
  });
  return values;
}
