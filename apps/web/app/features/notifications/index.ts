// Shows the notices that any part posts through the shell.
// Other features, routes and the root use this feature only through what this face hands on.
export { Notifications } from './Notifications.tsx';
