import { PageContainer, usePageTitle } from '@rescue/web-kit';

export function UserLandingPage() {
  usePageTitle('Your Dashboard');
  return (
    <PageContainer>
      <h1>Your Dashboard</h1>
      <p>The incidents you have reported and how their rescue is going.</p>
    </PageContainer>
  );
}
