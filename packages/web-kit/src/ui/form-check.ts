// The kit's check of a form, in place of the browser's error bubbles: the form is noValidate,
// each wrong field shows its message under it (Field's and Select's `error`), and the first
// one gets focus where the person can see it.
import { useCallback, useState, type FormEvent } from 'react';
import { kitText } from '../i18n/kit-text';

/** A field's name and what is wrong with it, in the form's order. */
export type FieldErrors = Record<string, string>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** What is wrong with one control, from the constraints written on it; null when nothing. */
function problemOf(control: Control): string | null {
  const { validity } = control;
  if (validity.valid) return null;
  if (validity.valueMissing) {
    return kitText.t(control instanceof HTMLSelectElement ? 'form.choose' : 'form.required');
  }
  if (validity.typeMismatch && control.type === 'email') return kitText.t('form.email');
  if (validity.tooShort && !(control instanceof HTMLSelectElement)) {
    return kitText.t('form.tooShort', { min: String(control.minLength) });
  }
  // A pattern's control says its format in its title ("98765 43210 or +91 98765 43210").
  return control.title || kitText.t('form.format');
}

/**
 * Every wrong field of `form` (required, type=email, minlength, pattern…), in the page's
 * language: the constraints stay on the controls, only their words are the kit's.
 */
export function checkFields(form: HTMLFormElement): FieldErrors {
  const errors: FieldErrors = {};
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || element.disabled || errors[element.name]) continue;
    const problem = problemOf(element);
    if (problem) errors[element.name] = problem;
  }
  return errors;
}

/**
 * Focus on a field a check found wrong, scrolled to the middle of the screen: never under the
 * sticky header (or any bar fixed at the top or bottom), whatever their height.
 */
export function focusField(control: HTMLElement | null | undefined): void {
  if (!control) return;
  control.focus({ preventScroll: true });
  // (Optional: jsdom, where the unit tests run, has no scrolling.)
  control.scrollIntoView?.({ block: 'center' });
}

/**
 * A form's field errors: `check` on submit (false, with focus on the first wrong field, when
 * something is wrong), `clear` as a field changes (the form's onChange), `errors` for the fields.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = useCallback((form: HTMLFormElement) => {
    const found = checkFields(form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first === undefined) return true;
    const control = form.elements.namedItem(first);
    focusField(control instanceof HTMLElement ? control : null);
    return false;
  }, []);
  const clear = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<Control>).name;
    if (!name) return;
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  return { errors, check, clear };
}
