/**
 * @newsroom/api: the REST contract of the gateway (docs/api-design.md, docs/openapi.json) for every client.
 * `types.ts` holds the shapes the clients use (branded ids, durations as ISO-8601 strings), re-exported
 * from the generated `generated/schema.ts` wherever the OpenAPI document already says the same;
 * `errors.ts` the error codes and how to read them out of a failed call. No fetching here: each app
 * calls the API its own way (web: RTK Query endpoints typed with these shapes).
 */
export * from './types';
/** The values of each string enum of docs/openapi.json (`fieldCodeValues`, `storyKindValues`, ...), generated. */
export { diffOpValues, displayStatusValues, existenceValues, fieldCodeValues, logActionValues, roleValues, storyItemKindValues, storyKindValues, storyStatusValues } from './generated/schema';
export * from './errors';
