import { lazy, Suspense, useEffect, useState } from 'react';
import type { UserProfile } from '@rescue/contracts';
import {
  Button,
  ErrorPanel,
  PageContainer,
  PageHeader,
  Spinner,
  sessionStore,
  toast,
  usePageTitle,
  useSession,
  type SessionUser,
} from '@rescue/web-kit';
import { AreaGuard, StatCard, StatGrid } from '@rescue/web-kit/areas';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useMyIncidents } from '../features/incidents/api/incidents-api';
import { IncidentList } from '../features/incidents/components/incident-list';
import { incidentCounts, type IncidentCounts } from '../features/incidents/utils/incident-counts';
import { NotificationsPanel } from '../features/notifications/components/notifications-panel';
import { useProfile } from '../features/profile/api/profile-api';
import { userText } from '../i18n/text';

// The profile form checks its fields with the contracts' schemas (zod): loaded when Edit Profile
// is pressed, so the dashboard itself does not carry the validation library.
const ProfileForm = lazy(() =>
  import('../features/profile/components/profile-form').then((m) => ({ default: m.ProfileForm })),
);

const NOTIFICATIONS_ID = 'user-notifications';
const PROFILE_FORM_ID = 'user-profile-form';

/** The counters (spec section 2). */
const COUNTERS: readonly (keyof IncidentCounts)[] = ['total', 'active', 'pending'];

/**
 * /user-dashboard: only for a logged-in user (role user). Arriving logged out says
 * 'Please log in to access the dashboard' and goes to /login (spec section 5); another role
 * sees whose dashboard this is, with the way to its own.
 */
export function UserDashboardPage() {
  const text = userText.useText();
  usePageTitle(text('dashboard.pageTitle'));
  return (
    <AreaGuard role="user" area={text('area.name')} loginMessage={text('area.loginRequired')}>
      <UserDashboard />
    </AreaGuard>
  );
}

function UserDashboard() {
  const { logout, user: sessionUser } = useSession();
  const text = userText.useText();
  // AreaGuard renders this only with a user's session.
  const user = sessionUser as SessionUser;
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const profile = useProfile(user.id);
  const incidents = useMyIncidents(user.id);
  const error = profile.error ?? incidents.error;

  // A 401 already logs out and goes to /login; anything else is said in red and as a toast.
  useEffect(() => {
    if (error && error.status !== 401) toast.error(error.message);
  }, [error]);

  /** The cached profile already holds what was saved (useUpdateProfile). */
  function profileSaved(saved: UserProfile) {
    // The header's "Hi <name>" reads the session.
    const session = sessionStore.get();
    if (session) {
      const { id, role } = session.user;
      sessionStore.login({ token: session.token, _id: id, role, name: saved.name });
    }
    setEditing(false);
  }

  return (
    <PageContainer>
      <PageHeader
        level={1}
        // The server says whether this is the account's first visit (issue 30): a new account
        // is not welcomed back.
        title={text(profile.data?.firstVisit ? 'dashboard.welcomeFirst' : 'dashboard.welcome', {
          name: profile.data?.name ?? user.name,
        })}
        actions={
          <>
            <Button
              variant="secondary"
              aria-expanded={notificationsOpen}
              aria-controls={NOTIFICATIONS_ID}
              onClick={() => setNotificationsOpen((open) => !open)}
            >
              {text('dashboard.notifications')}
            </Button>
            <Button
              variant="secondary"
              aria-expanded={editing}
              aria-controls={PROFILE_FORM_ID}
              disabled={!profile.data}
              onClick={() => setEditing((open) => !open)}
            >
              {text('dashboard.editProfile')}
            </Button>
            <Button variant="ghost" onClick={() => void logout()}>
              {text('dashboard.logout')}
            </Button>
          </>
        }
      />
      {notificationsOpen && <NotificationsPanel id={NOTIFICATIONS_ID} />}
      {editing && profile.data && (
        <div id={PROFILE_FORM_ID}>
          <Suspense fallback={<Spinner label={text('dashboard.openingProfile')} />}>
            <ProfileForm
              profile={profile.data}
              onSaved={profileSaved}
              onCancel={() => setEditing(false)}
            />
          </Suspense>
        </div>
      )}
      {error && error.status !== 401 && (
        <ErrorPanel
          title={error.message}
          onRetry={() => {
            if (profile.error) void profile.refetch();
            if (incidents.error) void incidents.refetch();
          }}
        />
      )}
      {isAwaitingData(incidents) && <Spinner label={text('dashboard.loadingIncidents')} />}
      {incidents.data && (
        <>
          {/* Edit Profile hides the counters while the form is open (spec section 2). */}
          {!editing && <Counters counts={incidentCounts(incidents.data)} />}
          <section aria-labelledby="your-incidents">
            <h2 id="your-incidents">{text('dashboard.yourIncidents')}</h2>
            <IncidentList incidents={incidents.data} />
          </section>
        </>
      )}
    </PageContainer>
  );
}

function Counters({ counts }: { counts: IncidentCounts }) {
  const text = userText.useText();
  return (
    <StatGrid>
      {COUNTERS.map((key) => (
        <StatCard key={key} label={text(`dashboard.counters.${key}`)} value={counts[key]} />
      ))}
    </StatGrid>
  );
}
