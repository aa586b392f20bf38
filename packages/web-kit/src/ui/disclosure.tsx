import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDismiss } from './use-dismiss';

/**
 * A button that opens a panel beside it (the user menu, the bell's list): whether it is open,
 * the panel's id, and closing on a press outside or on Escape (useDismiss). Spread
 * `toggleProps` on the button and give `frameRef` to the DisclosureFrame around both.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, frameRef, toggleRef);
  const toggleProps = {
    ref: toggleRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
  };
  return { open, setOpen, close, panelId, frameRef, toggleProps };
}

/** Holds a disclosure's button and its panel, which is placed against it. */
export const DisclosureFrame = styled.div`
  position: relative;
`;
