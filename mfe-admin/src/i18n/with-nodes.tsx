import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside it (a <time>, a name in bold): `text` still holds
 * the {{slots}} (values left out of text() stay as they are), and each element goes where its
 * slot is, so each language puts it where its word order needs it.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/(\{\{\s*\w+\s*\}\})/);
  return parts.map((part, index) => {
    const slot = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
    const node = slot !== undefined && slot in nodes ? nodes[slot] : part;
    return <Fragment key={index}>{node}</Fragment>;
  });
}
