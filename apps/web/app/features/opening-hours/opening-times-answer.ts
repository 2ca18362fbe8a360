// The opening times' reader, imported with the first answer it reads (opening-hours-api.ts,
// readLater): its schema, and the schema library, stay out of the pages' first scripts.
export { parseOpeningTimes } from '@apteek/domain';
