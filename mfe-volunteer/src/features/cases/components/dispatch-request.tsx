// "Paws Trust asks you to take this case": Accept or Decline (issue 31). Accepting takes the
// case exactly as "Take this case" does; declining lets the NGO ask someone else.
import type { VolunteerCaseDetail } from '@rescue/contracts';
import { Button, serverMessageOr, toast } from '@rescue/web-kit';
import { DateTime } from '@rescue/web-kit/areas';
import styled from 'styled-components';
import { volunteerText } from '../../../i18n/text';
import { useAnswerDispatch } from '../api/dispatch-api';

export function DispatchRequest({ item }: { item: VolunteerCaseDetail }) {
  const text = volunteerText.useText();
  const answer = useAnswerDispatch(item.id);
  const request = item.dispatchRequest;
  if (!request) return null;

  function reply(accept: boolean) {
    answer.mutate(accept, {
      onSuccess: () =>
        toast.success(text(accept ? 'dispatch.acceptedToast' : 'dispatch.declinedToast')),
      // 409 (taken meanwhile, at the cap), 403 (the request was replaced): the server's words.
      onError: (error) => toast.error(serverMessageOr(error, text('dispatch.failed'))),
    });
  }

  return (
    <Request role="region" aria-labelledby="dispatch-request-title">
      <Title id="dispatch-request-title">{text('dispatch.title', { ngo: request.ngoName })}</Title>
      <Asked>
        {text('dispatch.askedAt')} <DateTime at={request.requestedAt} />
      </Asked>
      <Buttons>
        <Button
          disabled={answer.isPending}
          aria-busy={answer.isPending}
          onClick={() => reply(true)}
        >
          {text('dispatch.accept')}
        </Button>
        <Button variant="secondary" disabled={answer.isPending} onClick={() => reply(false)}>
          {text('dispatch.decline')}
        </Button>
      </Buttons>
    </Request>
  );
}

const Request = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

const Asked = styled.p`
  margin: 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
