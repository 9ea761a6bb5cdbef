// The platform's router: react-router-dom 7, declarative mode only. A Module Federation shared
// module is loaded whole, so this entry names each export the platform uses and nothing more
// (no data routers, fetchers, SSR or RSC helpers): the bundler drops the rest of the package.
// Every package routes through here; Biome forbids importing react-router(-dom) elsewhere.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchRoutes,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
