import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from '@rescue/router';
import { PageContainer, Spinner } from '@rescue/web-kit';
import { shellText } from '../i18n/text';
import { ShellLayout } from '../features/layout/components/shell-layout';
import { NotFoundPage } from './not-found-page';
import { RemoteArea } from '../features/remotes/components/remote-area';
import { AREA_BASE_PATHS, CATALOGUE_PATH, REDIRECTS, isPublicPath } from './route-table';

// The kit's catalogue is a chunk of its own: nothing of it is in the pages people use.
const CataloguePage = lazy(() => import('../features/catalogue/catalogue-page'));

export function AppRoutes() {
  const text = shellText.useText();
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {REDIRECTS.map(({ from, to, caseSensitive }) => (
          <Route
            key={from}
            path={from}
            caseSensitive={caseSensitive}
            element={<Navigate to={to} replace />}
          />
        ))}
        <Route path={`${AREA_BASE_PATHS.ngo}/*`} element={<RemoteArea area="ngo" />} />
        <Route path={`${AREA_BASE_PATHS.volunteer}/*`} element={<RemoteArea area="volunteer" />} />
        <Route path={`${AREA_BASE_PATHS.user}/*`} element={<RemoteArea area="user" />} />
        <Route path={`${AREA_BASE_PATHS.admin}/*`} element={<RemoteArea area="admin" />} />
        {/* Under a splat the public remote sees whole paths, and unknown ones stay the shell's. */}
        <Route
          path={CATALOGUE_PATH}
          element={
            <Suspense
              fallback={
                <PageContainer>
                  <Spinner label={text('loading.designSystem')} />
                </PageContainer>
              }
            >
              <CataloguePage />
            </Suspense>
          }
        />
        <Route path="*" element={<PublicOrNotFound />} />
      </Route>
    </Routes>
  );
}

function PublicOrNotFound() {
  const { pathname } = useLocation();
  return isPublicPath(pathname) ? <RemoteArea area="public" /> : <NotFoundPage />;
}
