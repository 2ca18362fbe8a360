import { StaffChats } from '../features/staff/index.ts';
import { staffMeta } from '../features/staff/index.server.ts';
import type { Route } from './+types/staff-chats';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: staffMeta(request, (t) => t('Chats')) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function StaffChatsRoute() {
  return <StaffChats />;
}
