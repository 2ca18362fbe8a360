import type { Route } from './+types/cms-page';

export async function loader(_args: Route.LoaderArgs) {
  return null;
}

export default function Page() {
  return null;
}
