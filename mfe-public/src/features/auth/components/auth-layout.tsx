import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer, stack } from '@rescue/web-kit';

/** The narrow, centred column of the register and login screens. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer>
      <Column>
        <h1>{title}</h1>
        {children}
      </Column>
    </PageContainer>
  );
}

const Column = styled.div`
  max-width: 520px;
  margin: 0 auto;
  h1 {
    margin-top: 0;
  }
`;

export const AuthForm = styled.form`
  ${stack(4)}
  > [role='alert'] {
    margin: 0;
  }
`;
