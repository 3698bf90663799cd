// Shared as `react-router-dom`: the component-router API (what the apps use and the pages later issues
// add are likely to need), not the data-router half (createBrowserRouter, RouterProvider, Form,
// fetchers), which is tree-shaken. A name missing here fails the build (FacadeImportCheckPlugin).
// Remotes receive the shell's copy at run time: deploy the shell first when adding a name.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from '@fachwerk-unshared/react-router-dom';
