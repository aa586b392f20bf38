import styled from 'styled-components';
import {
  Card,
  EmptyState,
  ErrorPanel,
  LinkButton,
  PageContainer,
  PageHeader,
  Spinner,
  usePageTitle,
} from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import { usePartners } from '../api/network-api';
import { CLAIMS } from '../utils/content';
import { CardGrid } from './card-grid';

export const PARTNERS_FAILED_MESSAGE = 'Failed to load partners';

/** The NGOs registered on the platform, as the public endpoint lists them. */
export function PartnersPage() {
  usePageTitle('Partner NGOs');
  const partners = usePartners();
  const loading = isAwaitingData(partners);
  return (
    <PageContainer>
      <PageHeader
        level={1}
        title="Partner NGOs"
        description={
          <>
            Our wider network counts {CLAIMS.partnerNgos} partner NGOs. These are the organisations
            registered on this platform, who take on the cases reported here.
          </>
        }
      />
      {loading && <Spinner label="Loading partners…" />}
      {partners.error && !loading && (
        <ErrorPanel
          title={PARTNERS_FAILED_MESSAGE}
          message="Please check your connection and try again."
          onRetry={() => void partners.refetch()}
        />
      )}
      {partners.data?.length === 0 && (
        <EmptyState
          title="No partner NGOs registered yet"
          message="Be the first organisation to take on cases here."
          action={<LinkButton to="/register?role=ngo">Register your NGO</LinkButton>}
        />
      )}
      {partners.data && partners.data.length > 0 && (
        <>
          <p>
            {partners.data.length} {partners.data.length === 1 ? 'NGO is' : 'NGOs are'} registered
            on the platform.
          </p>
          <CardGrid as="ul" $columns={3}>
            {partners.data.map((partner, index) => (
              <Card as="li" key={`${partner.name}-${index}`}>
                <h2>{partner.name}</h2>
                <City>{partner.city}</City>
              </Card>
            ))}
          </CardGrid>
        </>
      )}
    </PageContainer>
  );
}

const City = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
