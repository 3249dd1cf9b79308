// react-router-dom as the apps share it: the parts of the router their screens use. A shared
// module keeps every export it has, and the whole of react-router (data routers, server
// rendering, hydration) would add about 16 KB (brotli, as webpack shakes it) to every sign-in. A name used by a screen
// but missing here is caught by src/federationConfig.test.ts.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
