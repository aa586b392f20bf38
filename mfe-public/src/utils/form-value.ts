/** The value of a form's named control ('' when absent): what the browser would submit. */
export function formValue(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name);
  const readable =
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement;
  return readable ? control.value : '';
}
