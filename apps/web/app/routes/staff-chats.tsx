import { StaffChats } from '../features/staff/StaffChats.tsx';
import { staffMeta } from '../features/staff/staff-meta.server.ts';
import type { Route } from './+types/staff-chats';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: staffMeta(request, (t) => t('Chats')) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function StaffChatsRoute() {
  return <StaffChats />;
}
