import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const PADDING: Record<ButtonSize, string> = { sm: '6px 12px', md: '10px 18px', lg: '14px 24px' };

/** Shared by Button and LinkButton, so a link that looks like a button matches exactly. */
export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: ${({ $size = 'md' }) => PADDING[$size]};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    border-color 150ms ease;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.brand};
          color: #fff;
          &:hover {
            background: ${theme.colors.brandHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.background};
          color: ${theme.colors.brand};
          border-color: ${theme.colors.brand};
          &:hover {
            background: ${theme.colors.brandSoft};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: #fff;
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover {
            background: ${theme.colors.surface};
          }
        `;
    }
  }}
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function Button({ variant, size, block, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} $block={block} {...rest} />;
}
