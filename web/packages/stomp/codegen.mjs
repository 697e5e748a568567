// The STOMP message types of @newsroom/stomp, generated from docs/asyncapi.yaml (components.schemas)
// with json-schema-to-typescript. One definition per shape:
// - the entities the AsyncAPI document shares with REST (REST_SHAPES: Rundown, Block, Story, the timing
//   figures, StoryLock, DisplayStatus) are not generated again: the messages refer to @newsroom/api's
//   types of the same name, which follow docs/openapi.json;
// - ids are numbers, branded by the property that holds them (`rundownId` -> RundownId, `blockId` ->
//   BlockId, `blocksIds` -> BlockId[], ...), as @newsroom/api brands them;
// - the rest (RundownEvent, StoryLockEvent, PrompterCommand, RelayedPrompterCommand, TimingSnapshot,
//   Deleted, BlocksOrder, the frame headers) is generated here.
// Run by the root `npm run generate` / `npm run check:generated` (scripts/generate.mjs).
import { readFileSync } from 'node:fs';
import { compile } from 'json-schema-to-typescript';
import { parse } from 'yaml';

export const SOURCE = 'docs/asyncapi.yaml';
export const TARGET = 'web/packages/stomp/src/generated/messages.ts';

/** Schemas of the AsyncAPI document that are REST shapes too: taken from @newsroom/api by name. */
export const REST_SHAPES = ['Rundown', 'Block', 'Story', 'RundownTiming', 'ItemFigures', 'StoryTiming', 'BlockTiming', 'StoryLock', 'DisplayStatus'];

/** `RundownFields` is a rundown without `blocks`: @newsroom/api's `RundownHeaderData`. */
const REST_EXPRESSIONS = { RundownFields: 'RundownHeaderData' };

/** An `Id` held by a property of this name is that entity's branded id. */
export const BRANDED_PROPERTIES = { rundownId: 'RundownId', blockId: 'BlockId', storyId: 'StoryId', programId: 'ProgramId', blocksIds: 'BlockId' };

const REF = '#/components/schemas/';
const clone = (value) => JSON.parse(JSON.stringify(value));

/** Rewrites the schemas: REST shapes and ids as TypeScript names, the other refs to `#/definitions`. */
function rewrite(node, property) {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, property));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string' && node.$ref.startsWith(REF)) {
    const name = node.$ref.slice(REF.length);
    const { $ref: _, ...rest } = node;
    if (REST_SHAPES.includes(name)) return { ...rest, tsType: name };
    if (REST_EXPRESSIONS[name]) return { ...rest, tsType: REST_EXPRESSIONS[name] };
    if (name === 'Id') return { ...rest, tsType: BRANDED_PROPERTIES[property] ?? 'number' };
    return { ...rest, $ref: `#/definitions/${name}` };
  }
  // A schema that says nothing of its type (`data` before the variants say it, a command's `value`).
  const SHAPE = ['type', '$ref', 'oneOf', 'anyOf', 'allOf', 'const', 'enum', 'properties', 'tsType'];
  if (!SHAPE.some((key) => key in node)) return { ...node, tsType: 'unknown' };
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties') {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, rewrite(schema, name)]));
    } else if (key === 'items' || key === 'additionalProperties') {
      out[key] = rewrite(value, property);
    } else if (key === 'examples' || key === 'example') {
      continue;
    } else {
      out[key] = rewrite(value, property);
    }
  }
  return out;
}

/** The TypeScript source for an AsyncAPI document (a parsed object). */
export async function generateMessages(document) {
  const schemas = clone(document.components.schemas);
  const definitions = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (REST_SHAPES.includes(name) || REST_EXPRESSIONS[name] || name === 'Id') continue;
    const definition = { title: name, ...rewrite(schema) };
    // The variants of an event (`oneOf` beside the common properties) fix those properties: each of
    // theirs is required, as the common ones are.
    for (const variant of definition.oneOf ?? []) {
      if (variant.properties && !variant.required) variant.required = Object.keys(variant.properties);
    }
    definitions[name] = definition;
  }
  const messages = Object.values(document.components.messages);
  const payloads = messages.map((m) => m.payload.$ref.slice(REF.length));
  const headers = [...new Set(messages.map((m) => m.headers?.$ref?.slice(REF.length)).filter(Boolean))];
  const root = {
    title: 'StompMessagePayloads',
    description: 'The payload of each message of docs/asyncapi.yaml, and the STOMP headers of its frames, by name.',
    type: 'object',
    additionalProperties: false,
    required: [...payloads, ...headers],
    properties: Object.fromEntries([...payloads, ...headers].map((name) => [name, { $ref: `#/definitions/${name}` }])),
    definitions,
  };
  const KEYWORDS = ['number', 'string', 'unknown', 'null', 'boolean'];
  const used = [...new Set([...JSON.stringify(root).matchAll(/"tsType":"([A-Za-z]+)"/g)].map((m) => m[1]))].filter((t) => !KEYWORDS.includes(t)).sort();
  const banner = [
    '/**',
    ` * Generated by scripts/generate.mjs (json-schema-to-typescript) from ${SOURCE}: do not edit.`,
    ' * Regenerate with `npm run generate`; `npm run check:generated` fails when this file is stale.',
    ' * The REST shapes (Rundown, Story, ...) are @newsroom/api\'s (web/packages/stomp/README.md).',
    ' */',
    '/* eslint-disable */',
    `import type { ${used.join(', ')} } from '@newsroom/api';`,
  ].join('\n');
  return compile(root, 'StompMessagePayloads', {
    bannerComment: banner,
    additionalProperties: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: false,
    strictIndexSignatures: false,
    enableConstEnums: false,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
}

/** The generated files of this package: `[{path, content}]`, paths relative to the repository root. */
export async function generate(root) {
  const document = parse(readFileSync(new URL(SOURCE, root), 'utf8'));
  return [{ path: TARGET, content: await generateMessages(document) }];
}
