import { PageContainer, usePageTitle } from '@rescue/web-kit';

export function VolunteerLandingPage() {
  usePageTitle('Volunteer Portal');
  return (
    <PageContainer>
      <h1>Volunteer Portal</h1>
      <p>Cases near you that need a volunteer, and the ones you have taken on.</p>
    </PageContainer>
  );
}
