import type { ReactNode } from 'react';

/**
 * A translated sentence with an element inside it (a <time>, a link): `text` still holds
 * {{slot}} (values left out of text() stay as they are), and the element named by the slot
 * goes there, so each language puts it where its word order needs it.
 */
export function withNode(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const [slot, node] = Object.entries(nodes)[0] ?? [];
  if (slot === undefined) return text;
  const [before, ...after] = text.split(`{{${slot}}}`);
  if (after.length === 0) return text;
  return (
    <>
      {before}
      {node}
      {after.join('')}
    </>
  );
}
