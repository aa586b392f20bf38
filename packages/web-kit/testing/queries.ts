/** The words of a select's options, in order, as a person reads them in the list. */
export const optionTexts = (select: HTMLElement): (string | null)[] =>
  [...select.querySelectorAll('option')].map((option) => option.textContent);
