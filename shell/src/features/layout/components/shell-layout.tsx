import { useEffect } from 'react';
import { Outlet, useLocation } from '@rescue/router';
import styled from 'styled-components';
import { useSignedReturn } from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';
import { EmergencyCallButton } from './emergency-call-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame around every page: header, the area's content, footer, emergency button. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const text = shellText.useText();
  // Back from the signing page (?signed=1, landing in any area): swap in a token that says so.
  useSignedReturn();
  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [pathname]);
  return (
    <Frame>
      <SkipLink href="#main">{text('layout.skip')}</SkipLink>
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
      <EmergencyCallButton />
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: ${({ theme }) => theme.z.menu + 1};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;
