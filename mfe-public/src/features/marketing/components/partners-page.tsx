import styled from 'styled-components';
import { Card, LinkButton } from '@rescue/web-kit';
import { EmptyState } from '@rescue/web-kit/areas';
import { usePartners } from '../api/network-api';
import { CLAIMS } from '../utils/content';
import { pagesText } from '../i18n/text';
import en from '../i18n/en.json';
import { CardGrid } from './card-grid';
import { LoadState } from './load-state';
import { PublicPage } from './public-page';

/** The error panel's heading in English (tests read it). */
export const PARTNERS_FAILED_MESSAGE = en['partners.failed'];

/** The NGOs registered on the platform, as the public endpoint lists them. */
export function PartnersPage() {
  const text = pagesText.useText();
  const partners = usePartners();
  return (
    <PublicPage
      title={text('partners.title')}
      description={text('partners.intro', { ngos: CLAIMS.partnerNgos })}
    >
      <LoadState
        query={partners}
        loadingLabel={text('partners.loading')}
        failedTitle={text('partners.failed')}
      />
      {partners.data?.length === 0 && (
        <EmptyState
          title={text('partners.empty.title')}
          message={text('partners.empty.text')}
          action={<LinkButton to="/register?role=ngo">{text('partners.empty.action')}</LinkButton>}
        />
      )}
      {partners.data && partners.data.length > 0 && (
        <>
          <p>{text('partners.count', { count: partners.data.length })}</p>
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
    </PublicPage>
  );
}

const City = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
