import { PageContainer, usePageTitle } from '@rescue/web-kit';

/** A public page's heading and purpose; its full screen comes with a later issue. */
export function LandingPage({ title, text }: { title: string; text: string }) {
  usePageTitle(title);
  return (
    <PageContainer>
      <h1>{title}</h1>
      <p>{text}</p>
    </PageContainer>
  );
}
