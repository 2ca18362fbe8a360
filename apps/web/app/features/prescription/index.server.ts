export { prescriptionPageLoader } from './prescription-route.server.ts';
