import { PageContainer, usePageTitle } from '@rescue/web-kit';

export function NgoLandingPage() {
  usePageTitle('NGO Dashboard');
  return (
    <PageContainer>
      <h1>NGO Dashboard</h1>
      <p>Incidents reported in your operating areas, their status and the volunteers on them.</p>
    </PageContainer>
  );
}
