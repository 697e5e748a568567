/**
 * @newsroom/api: the REST contract of the gateway (docs/api-design.md, docs/openapi.json) for every client.
 * - `generated/schema.ts`: everything docs/openapi.json says, generated (`npm run generate`): `paths`,
 *   `components`, one short alias per schema (`Story` = `components['schemas']['Story']`, ...; the
 *   ids branded), and the values of each string enum (`storyKindValues`, `fieldCodeValues`, ...);
 * - `script.ts`: the script items of a story, which the document leaves as free objects;
 * - `id.ts`: the brand of the ids and `parseId`, the one way to make an id of a number from a form or a URL;
 * - `errors.ts`: the error codes and how to read them out of a failed call.
 * No fetching here: each app calls the API its own way (web: RTK Query endpoints typed with these shapes).
 */
export * from './generated/schema';
export { parseId, type Id } from './id';
export * from './script';
export * from './errors';
