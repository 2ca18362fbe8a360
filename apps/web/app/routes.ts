import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Every page exists with and without the store prefix (DESIGN §5); the root loader reads the store from the path.
export default [
  index('routes/home.tsx', { id: 'home' }),
  route('pwa.html', 'routes/home.tsx', { id: 'home-pwa' }),
  route('ee', 'routes/home.tsx', { id: 'home-ee' }),
  route('fi', 'routes/home.tsx', { id: 'home-fi' }),
  route('en', 'routes/home.tsx', { id: 'home-en' }),
  route('ru', 'routes/home.tsx', { id: 'home-ru' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
