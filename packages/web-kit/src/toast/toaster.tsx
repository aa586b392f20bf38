import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import styled, { css } from 'styled-components';
import { CloseIcon } from '../ui/icons';
import { toast, toastStore, type Toast, type ToastType } from './toast-store';
import { kitText } from '../i18n/kit-text';
import { watchLayout } from '../ui/floating';
import { placeToasts } from './toast-place';

const TONES: Record<ToastType, 'info' | 'success' | 'danger' | 'neutral'> = {
  blank: 'neutral',
  info: 'info',
  success: 'success',
  error: 'danger',
  loading: 'neutral',
};

/** Renders the toasts; the shell mounts it once. Errors are announced assertively. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  const text = kitText.useText();
  const region = useRef<HTMLElement>(null);
  // Placed before they are drawn (a new one changes their height), and again as the page
  // moves under them.
  useLayoutEffect(() => {
    const element = region.current;
    if (toasts.length === 0 || !element) return;
    placeToasts(element);
    return watchLayout(() => placeToasts(element));
  }, [toasts]);
  return (
    <Region ref={region} aria-label={text('toast.region')}>
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
    </Region>
  );
}

function ToastItem({ toast: item }: { toast: Toast }) {
  return (
    <Item
      role={item.type === 'error' ? 'alert' : 'status'}
      $tone={TONES[item.type]}
      $visible={item.visible}
      data-toast-type={item.type}
    >
      {item.type === 'loading' && <Dot aria-hidden="true" />}
      <Message>{item.message}</Message>
      <Dismiss
        type="button"
        aria-label={kitText.t('toast.dismiss')}
        onClick={() => toast.dismiss(item.id)}
      >
        <CloseIcon />
      </Dismiss>
    </Item>
  );
}

/**
 * Fixed, its top and left set by placeToasts: below the sticky header (a phone's top, a
 * desktop's top right) unless a control is there, never over the field being typed in.
 */
const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.z.toast};
  top: 0;
  left: 0;
  width: min(420px, calc(100vw - 24px));
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
`;

const Item = styled.div<{ $tone: 'info' | 'success' | 'danger' | 'neutral'; $visible: boolean }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)} ${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  background: ${({ theme }) => theme.colors.background};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.border : theme.colors[$tone])};
  color: ${({ theme }) => theme.colors.text};
  transition:
    opacity 200ms ease,
    transform 200ms ease;
  ${({ $visible }) =>
    !$visible &&
    css`
      opacity: 0;
      transform: translateY(-8px);
    `}
`;

const Message = styled.p`
  margin: 0;
  flex: 1;
`;

const Dot = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  animation: toast-spin 0.8s linear infinite;
  @keyframes toast-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

const Dismiss = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
