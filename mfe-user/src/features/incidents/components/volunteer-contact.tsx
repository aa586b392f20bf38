import styled from 'styled-components';
import { isOpenStatus, telHref, type Incident } from '@rescue/contracts';
import { Card } from '@rescue/web-kit';
import { callOperation, incidentKeys, useQuery } from '@rescue/web-kit/query';
import { userText } from '../../../i18n/text';

/**
 * Reaching each other (issue 31): while a volunteer holds the reporter's open case, their first
 * name and, if the volunteer chose to show it, a call link. What is shown is the server's
 * decision (GET /api/incidents/{id}/contacts); asked again when another volunteer takes it.
 */
export function VolunteerContact({ incident }: { incident: Incident }) {
  const text = userText.useText();
  const holder = incident.volunteerActivity?.assignedVolunteer;
  const live = !!holder && isOpenStatus(incident.status);
  const contacts = useQuery({
    queryKey: [...incidentKeys.detail(incident._id), 'contacts', holder ?? ''],
    queryFn: ({ signal }) =>
      callOperation('incidents.contacts', { params: { id: incident._id }, signal }),
    enabled: live,
  });
  const volunteer = live ? contacts.data?.volunteer : null;
  if (!volunteer) return null;
  const { firstName, phoneNumber } = volunteer;
  return (
    <Card aria-labelledby="volunteer-contact">
      <Title id="volunteer-contact">{text('contact.title')}</Title>
      <Line>{text('contact.volunteer', { name: firstName })}</Line>
      {phoneNumber ? (
        <CallLink href={telHref(phoneNumber)}>
          {text('contact.call', { name: firstName, phone: phoneNumber })}
        </CallLink>
      ) : (
        <Line>{text('contact.noPhone', { name: firstName })}</Line>
      )}
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.25rem;
`;

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

/** A large target: on a phone it dials. */
const CallLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;
