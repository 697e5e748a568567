/** Branded ids (sofie-core's idea, ../shared/STYLE.md): a `StoryId` cannot be passed where a `BlockId` is expected. */
declare const brand: unique symbol;

/** A nominal id: a number that only ids of the same `Tag` are assignable to. */
export type Id<Tag extends string> = number & { readonly [brand]: Tag };

/**
 * An id read from outside the contract (a route parameter, a `<select>`'s value, a stored setting): a
 * positive safe integer becomes the id `I` names, anything else (empty, `abc`, `1.5`, `0`, `-3`) null.
 * The one way a client makes an id out of a number it did not get from the API:
 * `parseId<DeviceId>(e.target.value)`. Whether such an id exists is the server's to say (404).
 */
export function parseId<I extends Id<string>>(value: string | number | null | undefined): I | null {
  const n = typeof value === 'string' ? (/^\s*\d+\s*$/.test(value) ? Number(value) : NaN) : (value ?? NaN);
  return Number.isSafeInteger(n) && n > 0 ? (n as I) : null;
}
