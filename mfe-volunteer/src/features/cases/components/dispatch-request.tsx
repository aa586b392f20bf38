// "Paws Trust asks you to take this case": Accept or Decline (issue 31). Accepting takes the
// case exactly as "Take this case" does; declining lets the NGO ask someone else.
import type { VolunteerCaseDetail } from '@rescue/contracts';
import { Button, serverMessageOr, toast } from '@rescue/web-kit';
import { DateTime, framedStack } from '@rescue/web-kit/areas';
import styled from 'styled-components';
import { volunteerText } from '../../../i18n/text';
import { PanelButtons, PanelLine, PanelTitle } from './panel-parts';
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
      <PanelTitle id="dispatch-request-title">
        {text('dispatch.title', { ngo: request.ngoName })}
      </PanelTitle>
      <PanelLine>
        {text('dispatch.askedAt')} <DateTime at={request.requestedAt} />
      </PanelLine>
      <PanelButtons>
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
      </PanelButtons>
    </Request>
  );
}

const Request = styled.section`
  ${framedStack(3)}
  border-color: ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSoft};
`;
