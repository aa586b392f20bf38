import { Link, type LinkProps } from '@rescue/router';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button';

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function LinkButton({ variant, size, block, ...rest }: LinkButtonProps) {
  return <StyledLink $variant={variant} $size={size} $block={block} {...rest} />;
}
