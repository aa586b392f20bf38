import { Route, Routes } from 'react-router-dom';
import { ReleaseNote } from '@rescue/web-kit';
import { HomePage } from './features/landing/components/home-page';
import { LandingPage } from './features/landing/components/landing-page';

/** The public area's pages; the shell mounts this for each of them (see its route table). */
const PAGES = [
  {
    path: '/about',
    title: 'About us',
    text: 'Our mission, our values and the animals we have helped.',
  },
  {
    path: '/contact',
    title: 'Contact us',
    text: 'Reach the rescue team by phone, email or the contact form.',
  },
  {
    path: '/volunteer',
    title: 'Volunteer with us',
    text: 'Join the network and help rescue animals near you.',
  },
  {
    path: '/register',
    title: 'Create account',
    text: 'Sign up as a reporter, a volunteer or an NGO.',
  },
  {
    path: '/login',
    title: 'Welcome back',
    text: 'Sign in to report incidents and follow your cases.',
  },
  {
    path: '/report-incident',
    title: 'Report an incident',
    text: 'Tell us where an animal needs help.',
  },
  {
    path: '/partners',
    title: 'Partner NGOs',
    text: 'The organisations that care for rescued animals.',
  },
  { path: '/impact', title: 'Our impact', text: 'What the network has achieved so far.' },
] as const;

export default function App() {
  return (
    <>
      <ReleaseNote note={__RELEASE_NOTE__} />
      <Routes>
        <Route index element={<HomePage />} />
        {PAGES.map(({ path, title, text }) => (
          <Route key={path} path={path} element={<LandingPage title={title} text={text} />} />
        ))}
      </Routes>
    </>
  );
}
