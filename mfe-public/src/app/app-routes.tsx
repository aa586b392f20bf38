import { lazy, Suspense } from 'react';
import { Route, Routes } from '@rescue/router';
import { Spinner } from '@rescue/web-kit';
import { HomePage } from '../features/marketing/components/home-page';
import { publicText } from '../i18n/text';

// Only the home page is in the first download; every other screen loads when visited.
const AboutPage = lazy(() =>
  import('../features/marketing/components/about-page').then((m) => ({ default: m.AboutPage })),
);
const ContactPage = lazy(() =>
  import('../features/marketing/components/contact-page').then((m) => ({ default: m.ContactPage })),
);
const VolunteerPage = lazy(() =>
  import('../features/marketing/components/volunteer-page').then((m) => ({
    default: m.VolunteerPage,
  })),
);
const PartnersPage = lazy(() =>
  import('../features/marketing/components/partners-page').then((m) => ({
    default: m.PartnersPage,
  })),
);
const ImpactPage = lazy(() =>
  import('../features/marketing/components/impact-page').then((m) => ({ default: m.ImpactPage })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const ReportPage = lazy(() =>
  import('../features/report/components/report-page').then((m) => ({ default: m.ReportPage })),
);

const UnsubscribePage = lazy(() =>
  import('../features/marketing/components/unsubscribe-page').then((m) => ({
    default: m.UnsubscribePage,
  })),
);

const FollowPage = lazy(() =>
  import('../features/follow/components/follow-page').then((m) => ({ default: m.FollowPage })),
);

/** The public area's pages; the shell mounts this for each of them (see its route table). */
export function AppRoutes() {
  const text = publicText.useText();
  return (
    <Suspense fallback={<Spinner label={text('app.loading')} />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/volunteer" element={<VolunteerPage />} />
        <Route path="/partners" element={<PartnersPage />} />
        <Route path="/impact" element={<ImpactPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/report-incident" element={<ReportPage />} />
        <Route path="/follow" element={<FollowPage />} />
        <Route path="/newsletter/unsubscribe" element={<UnsubscribePage />} />
      </Routes>
    </Suspense>
  );
}
