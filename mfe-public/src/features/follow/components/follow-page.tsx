import { useState, type FormEvent } from 'react';
import { useLocation } from '@rescue/router';
import styled from 'styled-components';
import { CaseHistory, CaseUpdatesTitle } from '@rescue/web-kit/areas';
import {
  Button,
  ErrorPanel,
  Field,
  SectionTitle,
  serverMessageOr,
  Spinner,
  stack,
  StatusBadge,
} from '@rescue/web-kit';
import {
  callOperation,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@rescue/web-kit/query';
import { followText } from '../i18n/text';
import { followTokenOf } from '../utils/follow-token';
import { KeepInAccount } from './keep-in-account';

const followedKey = (token: string) => ['incidents', 'followed', token] as const;
const tokenHeader = (token: string) => ({ 'Follow-Token': token });

/**
 * The case page a follow link opens, without an account: the status, the app's assessment, the
 * history and adding information.
 */
export function FollowPage() {
  const say = followText.useText();
  const token = followTokenOf(useLocation().hash);
  const client = useQueryClient();
  const followed = useQuery({
    queryKey: followedKey(token),
    queryFn: token
      ? ({ signal }) => callOperation('incidents.followed', { headers: tokenHeader(token), signal })
      : skipToken,
  });
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (note: string) =>
      callOperation('incidents.followedUpdate', {
        headers: tokenHeader(token),
        body: { text: note },
      }),
    onSuccess: (answer) => client.setQueryData(followedKey(token), answer),
  });

  if (!token) return <ErrorPanel title={say('follow.noToken')} />;
  if (followed.isPending) return <Spinner label={say('follow.loading')} />;
  if (followed.isError)
    return <ErrorPanel title={serverMessageOr(followed.error, say('follow.loadFailed'))} />;

  const { incident, history } = followed.data;
  const assessment = incident.animalInfo.assessment ?? incident.animalInfo.aiSeverityAssessment;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setFailure(say('follow.textRequired'));
    setFailure(null);
    try {
      await add.mutateAsync(text.trim());
      setText('');
    } catch (error) {
      setFailure(serverMessageOr(error, say('follow.addFailed')));
    }
  };

  return (
    <Page>
      <h1>{say(followed.data.role === 'reporter' ? 'follow.title' : 'follow.titleFollower')}</h1>
      <p>
        <StatusBadge status={incident.status} />
      </p>
      <p>{incident.description}</p>
      <section aria-labelledby="follow-assessment">
        <SectionTitle level={2} id="follow-assessment">
          {say('assessment.title')}
        </SectionTitle>
        <p data-testid="follow-assessment">
          <strong>
            {say('assessment.result', {
              category: say(`category.${assessment.category}`),
              score: assessment.score,
            })}
          </strong>
        </p>
        <p>{assessment.assessmentDetails}</p>
      </section>
      <section aria-labelledby="follow-history">
        <CaseUpdatesTitle level={2} id="follow-history" />
        <CaseHistory events={history} />
      </section>
      <form onSubmit={(event) => void submit(event)} aria-label={say('follow.add')}>
        <Field
          label={say('follow.add')}
          multiline
          value={text}
          onChange={(event: { target: { value: string } }) => setText(event.target.value)}
        />
        {failure && <ErrorPanel title={failure} />}
        <Button type="submit" disabled={add.isPending}>
          {say('follow.send')}
        </Button>
      </form>
      <KeepInAccount token={token} followed={followed.data} />
    </Page>
  );
}

const Page = styled.div`
  ${stack(4)}
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  h1,
  h2,
  p {
    margin: 0;
  }
`;
