import styled from 'styled-components';
import { telHref, type UserProfile, type VolunteerCaseDetail } from '@rescue/contracts';
import { serverMessageOr, toast, useSession } from '@rescue/web-kit';
import { CheckboxField, framedStack } from '@rescue/web-kit/areas';
import {
  callOperation,
  incidentKeys,
  useMutation,
  useQuery,
  useQueryClient,
  userKeys,
} from '@rescue/web-kit/query';
import { fetchProfile } from '../api/profile-api';
import { volunteerText } from '../../../i18n/text';
import { PanelLine, PanelTitle } from './panel-parts';

/**
 * Reaching each other (issue 31): on a case this volunteer holds, the reporter's name and a
 * call link, unless the reporter chose not to be called (the server decides: GET
 * /api/incidents/{id}/contacts); and the volunteer's own choice, kept in their profile,
 * whether reporters see their phone.
 */
export function ReporterContact({ item }: { item: VolunteerCaseDetail }) {
  const text = volunteerText.useText();
  const live = item.assignedToMe && item.status !== 'resolved';
  const contacts = useQuery({
    queryKey: [...incidentKeys.detail(item.id), 'contacts'],
    queryFn: ({ signal }) =>
      callOperation('incidents.contacts', { params: { id: item.id }, signal }),
    enabled: live,
  });
  const reporter = live ? contacts.data?.reporter : null;
  if (!reporter) return null;
  return (
    <Section aria-labelledby="reporter-contact">
      <PanelTitle id="reporter-contact">{text('contact.title')}</PanelTitle>
      <PanelLine>{reporter.name}</PanelLine>
      {reporter.phoneNumber ? (
        <CallLink href={telHref(reporter.phoneNumber)}>
          {text('contact.call', { name: reporter.name, phone: reporter.phoneNumber })}
        </CallLink>
      ) : (
        <PanelLine>{text('contact.noCalls', { name: reporter.name })}</PanelLine>
      )}
      <SharePhoneChoice />
    </Section>
  );
}

/** The volunteer's showPhoneToReporter, from and to their profile. */
function SharePhoneChoice() {
  const text = volunteerText.useText();
  const userId = useSession().user?.id ?? '';
  const client = useQueryClient();
  const profile = useQuery({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) => fetchProfile(userId, signal),
    enabled: userId !== '',
  });
  const save = useMutation({
    mutationFn: (showPhoneToReporter: boolean) =>
      callOperation('profile.update', { params: { id: userId }, body: { showPhoneToReporter } }),
    onSuccess: (saved: UserProfile) => {
      client.setQueryData(userKeys.profile(userId), saved);
      toast.success(text('contact.shareSaved'));
    },
    onError: (error) => toast.error(serverMessageOr(error, text('contact.shareFailed'))),
  });
  if (!profile.data) return null;
  const shown = save.isPending ? save.variables : profile.data.showPhoneToReporter === true;
  return (
    <CheckboxField
      label={text('contact.share')}
      hint={text('contact.shareHint')}
      checked={shown}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.target.checked)}
    />
  );
}

const Section = styled.section`
  ${framedStack(2)}
  margin-top: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** A large target: on a phone it dials. */
const CallLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;
