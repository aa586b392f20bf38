import type { ReactNode } from 'react';
import { PageContainer, PageHeader, usePageTitle } from '@rescue/web-kit';

interface PublicPageProps {
  /** The page's name: the browser tab's title and the page's h1. */
  title: string;
  /** One line under the title: what the page is for. */
  description?: ReactNode;
  children: ReactNode;
}

/** A public page of its own: one name in the tab and as its heading, then its content. */
export function PublicPage({ title, description, children }: PublicPageProps) {
  usePageTitle(title);
  return (
    <PageContainer>
      <PageHeader level={1} title={title} description={description} />
      {children}
    </PageContainer>
  );
}
