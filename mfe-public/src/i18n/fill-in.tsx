import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements (links) put into its {{placeholders}}, so each language
 * keeps its own word order around them. Call the catalogue without those values: it leaves the
 * placeholders in place for this.
 */
export function fillIn(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{\{\s*(\w+)\s*\}\}/)
    .map((piece, index) => (
      <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `{{${piece}}}`) : piece}</Fragment>
    ));
}
