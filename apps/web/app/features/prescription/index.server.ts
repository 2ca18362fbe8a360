// What the prescription feature gives the routes' loaders, on the server only.
export { prescriptionCentreLoader, prescriptionPageLoader } from './prescription-route.server.ts';
