import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside it (a <time>, a link, a name in bold): `text`
 * still holds the {{slots}} (a catalogue leaves a value it was not given in place), and each
 * element goes where its slot is, so each language puts it where its word order needs it. A
 * slot with no element stays as written.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\{\s*\w+\s*\}\})/).map((part, index) => {
    const slot = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
    return (
      <Fragment key={index}>{slot !== undefined && slot in nodes ? nodes[slot] : part}</Fragment>
    );
  });
}
