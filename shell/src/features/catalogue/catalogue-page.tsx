// The living catalogue of the shared kit (/design-system): every building block the areas
// use, rendered from @rescue/web-kit itself, so what a team browses here is what ships. It is
// its own chunk, loaded only on this page. Its notes are for the people who build the app, so
// it is behind the operator's login (the kit's AreaGuard: logged out, the login page and back
// here; another role, the wrong-role screen), not a public page (issue 33).
import { INCIDENT_STATUSES, type CaseEvent, type Role } from '@rescue/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  animalName,
  Button,
  Card,
  ErrorPanel,
  Field,
  inlineRow,
  LinkButton,
  PageContainer,
  PageHeader,
  placeText,
  Select,
  StatusBadge,
  theme,
  toast,
  usePageTitle,
} from '@rescue/web-kit';
import {
  AreaGuard,
  CardGrid,
  CaseHistory,
  DateTime,
  EmptyState,
  SeverityBadge,
  SkeletonGrid,
  StatCard,
  StatGrid,
} from '@rescue/web-kit/areas';

const SAMPLE_TIME = new Date(Date.now() - 3 * 60 * 60_000).toISOString();
const SWATCHES = Object.entries(theme.colors);
const TYPE_SCALE = Object.entries(theme.text);
const ROLES: Role[] = ['user', 'volunteer', 'ngo'];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const SAMPLE_NGO = { id: '0'.repeat(23) + '2', role: 'ngo', name: 'Paws Trust' } as const;
const SAMPLE_HISTORY: CaseEvent[] = [
  ['reported', { id: '0'.repeat(23) + '1', role: 'user', name: 'Meera' }, null, 'pending'],
  ['ngo_handling', SAMPLE_NGO, null, null],
  ['status_changed', SAMPLE_NGO, 'pending', 'in progress'],
  ['volunteer_assigned', { id: '0'.repeat(23) + '3', role: 'volunteer', name: 'Asha' }, null, null],
  ['status_changed', SAMPLE_NGO, 'in progress', 'resolved'],
].map(([type, actor, from, to], index) => ({
  id: String(index + 1).padStart(24, '0'),
  type,
  at: minutesAgo(240 - index * 50),
  actor,
  from,
  to,
  note: null,
  reason: to === 'resolved' ? 'rescued_treated' : null,
})) as CaseEvent[];

export default function CataloguePage() {
  return (
    <AreaGuard role="admin" area="Design system">
      <Catalogue />
    </AreaGuard>
  );
}

function Catalogue() {
  usePageTitle('Design system');
  return (
    <PageContainer>
      <h1>Design system</h1>
      <Lead>
        What every area builds its screens from, imported from <code>@rescue/web-kit</code>. Use
        these; do not restyle them in an area. Tokens live in <code>theme.ts</code>.
      </Lead>

      <Entry
        title="Status"
        note="One colour per status in every area: pending yellow, in progress blue, done green."
      >
        <Row>
          {[...INCIDENT_STATUSES, 'completed' as const].map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </Row>
      </Entry>

      <Entry
        title="Severity"
        note="Band and score, coloured by band: high 7+, moderate 4 to 7, low under 4."
      >
        <Row>
          <SeverityBadge score={9} />
          <SeverityBadge score={5} />
          <SeverityBadge score={2} />
        </Row>
      </Entry>

      <Entry title="Dates" note="Always the date and time with how long ago.">
        <DateTime at={SAMPLE_TIME} />
      </Entry>

      <Entry
        title="Case history"
        note="What happened to a case, oldest first, in plain words for its reader (their own doings read 'you'), with status words and colours as the status badge's."
      >
        <Sample>
          <CaseHistory events={SAMPLE_HISTORY} />
        </Sample>
      </Entry>

      <Entry title="Animal and place" note="A skipped type says so; a place names its city once.">
        <ul>
          <li>{animalName('dog')}</li>
          <li>{animalName('Unknown')}</li>
          <li>{placeText('Kothrud, Pune', 'Pune')}</li>
        </ul>
      </Entry>

      <Entry title="Buttons">
        <Row>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="ghost">Ghost</Button>
          <Button disabled>Disabled</Button>
          <LinkButton to="/design-system" variant="secondary">
            Link as button
          </LinkButton>
          <Button variant="secondary" onClick={() => toast.success('Saved')}>
            Show a toast
          </Button>
        </Row>
      </Entry>

      <Entry
        title="Form controls"
        note="Label, hint and error tied to the control; required fields carry an asterisk."
      >
        <Form>
          <Field label="Your name" hint="As volunteers will see it" required />
          <Field label="Phone" error="Please enter a valid phone number" />
          <Select
            label="City"
            required
            placeholder="Choose a city"
            options={[
              { value: 'Pune', label: 'Pune' },
              { value: 'Mumbai', label: 'Mumbai' },
            ]}
          />
        </Form>
      </Entry>

      <Entry
        title="Page header"
        note="A screen's title (h1 on a page of its own, h2 inside a dashboard), what it is for, and its actions: on the right, under the title on phones."
      >
        <Sample>
          <PageHeader
            level={2}
            title="Your Assigned Cases"
            description="The cases you have taken on, newest first."
            actions={
              <>
                <Button variant="secondary">Notifications</Button>
                <LinkButton to="/design-system">Find Cases Nearby</LinkButton>
              </>
            }
          />
        </Sample>
      </Entry>

      <Entry
        title="Stat cards"
        note="A label, the number, an optional hint; two columns on a phone, one row from 768 px."
      >
        <StatGrid>
          <StatCard label="Total Cases" value={12} />
          <StatCard label="Active Cases" value={3} />
          <StatCard label="Completion Rate" value="75%" hint="Completed of all taken on" />
        </StatGrid>
      </Entry>

      <Entry title="Cards and grid" note="As many equal columns as fit; one on a phone.">
        <CardGrid>
          {ROLES.map((role) => (
            <Card key={role}>
              <h3>{role}</h3>
              <p>A card holds one thing: an incident, a case, a statistic.</p>
            </Card>
          ))}
        </CardGrid>
      </Entry>

      <Entry title="Loading" note="As many placeholders as the cards they stand for.">
        <div data-sample="">
          <SkeletonGrid count={3} />
        </div>
      </Entry>

      <Entry title="Empty and error states">
        <Stack>
          <EmptyState
            title="No Available Cases"
            message="There are no open cases near you right now."
            action={<LinkButton to="/design-system">Next step</LinkButton>}
          />
          <ErrorPanel
            title="Failed to load dashboard data"
            onRetry={() => toast.info('Retrying')}
          />
        </Stack>
      </Entry>

      <Entry title="Colour tokens">
        <Swatches>
          {SWATCHES.map(([name, value]) => (
            <li key={name}>
              <Swatch style={{ background: value }} aria-hidden="true" />
              <code>{name}</code> {value}
            </li>
          ))}
        </Swatches>
      </Entry>

      <Entry title="Type scale" note="Noto Sans, Latin and Devanagari: नमस्ते, प्राणी बचाव.">
        {TYPE_SCALE.map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: 0 }}>
            {name}: Every street animal deserves help
          </p>
        ))}
      </Entry>

      <Entry title="Dashboard layout, guards">
        <p>
          <code>DashboardLayout</code> (sidebar beside the screens from 1024 px, a drawer below; an
          entry not built yet says &quot;Soon&quot; and either tells so when pressed or, with{' '}
          <code>disabled</code>, is plain text),
          <code> AreaGuard</code> (to log in and back, or the wrong-role screen) are seen in place:
          open <a href="/voldash">/voldash</a> logged out, or as another role.
        </p>
      </Entry>
    </PageContainer>
  );
}

function Entry({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      {note && <Note>{note}</Note>}
      {children}
    </Section>
  );
}

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  max-width: 60ch;
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A sample shown in a frame, so where it starts and ends can be seen. */
const Sample = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Row = styled.div`
  ${inlineRow(3)}
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 480px;
`;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
`;

const Swatch = styled.span`
  flex: none;
  width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;
