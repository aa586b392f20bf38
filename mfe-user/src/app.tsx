import { Route, Routes } from 'react-router-dom';
import { ReleaseNote } from '@rescue/web-kit';
import { UserLandingPage } from './features/landing/components/user-landing-page';

/** The area's pages under its base path; the shell mounts this for every path below it. */
export default function App() {
  return (
    <>
      <ReleaseNote note={__RELEASE_NOTE__} />
      <Routes>
        {/* The nested screens arrive with the area's own issue; until then, its landing. */}
        <Route path="*" element={<UserLandingPage />} />
      </Routes>
    </>
  );
}
