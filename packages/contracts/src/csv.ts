// Spreadsheet formula defusing for every CSV the app writes (OWASP's CSV injection advice).
// A reader may split a line at any separator it guesses or is set to (a comma, a semicolon in
// much of Europe, a tab, a pipe) and at a line break when quotes do not line up for it, so a
// formula can start anywhere such a character is: each of those places is defused, not only
// the cell's start. No imports: the front end uses it without the schemas.

/** Characters a reader may split a line at. */
const SEPARATORS = /([,;\t|\r\n])/;
/** A piece a spreadsheet would run: = + - @ first, after spaces or an opening quote. */
const FORMULA_START = /^[\s"]*[=+\-@]/;
/** A phone number or a plain signed number ("+91 98765 43210", "-5"): data, left alone. */
const NUMBER_LIKE = /^\s*[+-]?[\d\s().-]+$/;

/**
 * `text` with an apostrophe put before every piece a spreadsheet could take as a formula,
 * whichever separator it reads with: "note;=HYPERLINK(...)" becomes "note;'=HYPERLINK(...)".
 * A text starting with a tab or a carriage return is defused as a whole.
 */
export function defuseFormulas(text: string): string {
  const pieces = text.split(SEPARATORS);
  const defused = pieces
    .map((piece, i) =>
      i % 2 === 0 && FORMULA_START.test(piece) && !NUMBER_LIKE.test(piece) ? `'${piece}` : piece,
    )
    .join('');
  return /^[\t\r]/.test(defused) ? `'${defused}` : defused;
}
