// The only way the front end reaches react-router. Module Federation bundles a shared module
// whole (no tree shaking across the federation boundary), so sharing react-router itself
// ships all of it to every page; sharing this module instead ships only what is listed here,
// and webpack drops the rest of react-router (it has no side effects).
//
// `#react-router` (this package's own "imports" entry) is plain react-router: the different
// request keeps webpack from swapping in the shared, whole react-router, so the copy inside
// this module is tree-shaken. Need another API? Add it here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '#react-router';
export type { LinkProps } from '#react-router';
