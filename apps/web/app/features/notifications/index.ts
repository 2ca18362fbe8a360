export { Notifications } from './Notifications.tsx';
