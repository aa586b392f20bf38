import { useState } from 'react';
import styled from 'styled-components';
import { Button, focusField, inlineRow, serverMessageOr, useSession } from '@rescue/web-kit';
import { followNoteOf, useFollowInstead } from '../api/follow-instead-api';
import { reportText } from '../i18n/text';
import { toVisitorContact, visitorContactError, type ReportFields } from '../utils/report-fields';

/** Where the reporter follows the case from now on (and the email it went to, if any). */
export interface Followed {
  url: string;
  email: string | null;
}

interface FollowInsteadButtonProps {
  /** The open case the duplicate hint found. */
  incidentId: string;
  fields: ReportFields;
  photo: File | null;
  onFollowed: (followed: Followed) => void;
}

/**
 * "Not twice": follow this case instead of reporting it again. What the reporter wrote and
 * their photo are added to that case; without an account the form's contact goes with it.
 */
export function FollowInsteadButton({
  incidentId,
  fields,
  photo,
  onFollowed,
}: FollowInsteadButtonProps) {
  const { user } = useSession();
  const follow = useFollowInstead();
  const [failure, setFailure] = useState<string | null>(null);
  const say = reportText.useText();

  const choose = async () => {
    const contactError = user ? null : visitorContactError(fields);
    setFailure(contactError);
    if (contactError) {
      // The contact fields are further down the form: the reporter fills them in, then chooses again.
      focusField(document.getElementById('report-contactName'));
      return;
    }
    const text = followNoteOf(fields.description, fields.animalDescription);
    try {
      const answer = await follow.mutateAsync({
        incidentId,
        text,
        // The server keeps a photo only with words saying what it shows.
        photo: text ? photo : null,
        contact: user ? null : toVisitorContact(fields),
      });
      onFollowed({ url: answer.followUrl, email: null });
    } catch (error) {
      setFailure(serverMessageOr(error, reportText.t('followInstead.failed')));
    }
  };

  return (
    <Choice>
      <Button
        variant="secondary"
        size="sm"
        disabled={follow.isPending}
        onClick={() => void choose()}
      >
        {follow.isPending ? say('followInstead.following') : say('followInstead.button')}
      </Button>
      {failure && <Failure role="alert">{failure}</Failure>}
    </Choice>
  );
}

const Choice = styled.span`
  ${inlineRow(2)}
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Failure = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
