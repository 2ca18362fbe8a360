import type { Route } from './+types/campaigns';

export async function loader(_args: Route.LoaderArgs) {
  return null;
}

export default function Page() {
  return null;
}
