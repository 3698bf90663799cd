// Shared as `react-router-dom`: only the names the apps import, so the rest of the package is tree-shaken.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from '@fachwerk-unshared/react-router-dom';
