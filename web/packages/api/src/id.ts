/** Branded ids (sofie-core's idea, ../shared/STYLE.md): a `StoryId` cannot be passed where a `BlockId` is expected. */
declare const brand: unique symbol;

/** A nominal id: a number that only ids of the same `Tag` are assignable to. */
export type Id<Tag extends string> = number & { readonly [brand]: Tag };
