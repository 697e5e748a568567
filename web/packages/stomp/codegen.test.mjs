// The STOMP generator on the real docs/asyncapi.yaml (node --test; run by the root `npm test`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse } from 'yaml';
import { checkRestShapes, generateMessages, restShapesOf } from './codegen.mjs';

const document = parse(readFileSync(new URL('../../../docs/asyncapi.yaml', import.meta.url), 'utf8'));
const out = await generateMessages(document);

const restDocument = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'));

test('the REST shapes are referenced in docs/openapi.json, never copied into docs/asyncapi.yaml', () => {
  const shapes = restShapesOf(document);
  for (const name of ['Rundown', 'Block', 'Story', 'StoryLock', 'RundownTiming', 'BlockTiming', 'StoryTiming', 'RundownId', 'BlockId']) assert.ok(shapes.includes(name), name);
  for (const name of shapes) assert.equal(document.components.schemas[name], undefined, `docs/asyncapi.yaml copies ${name}`);
  assert.doesNotThrow(() => checkRestShapes(document, restDocument));
  assert.throws(() => checkRestShapes(document, { components: { schemas: {} } }), /does not have: .*Story/);
});

test('the REST shapes come from @newsroom/api, never generated twice', () => {
  const imported = /import type \{([^}]*)\} from '@newsroom\/api'/.exec(out)[1];
  for (const name of restShapesOf(document)) {
    assert.match(imported, new RegExp(`\\b${name}\\b`));
    assert.doesNotMatch(out, new RegExp(`export (interface|type) ${name}\\b`));
  }
  assert.match(out, /export type RundownHeader = Rundown & \{/);
});

test('each variant of a RundownEvent fixes event, entity and data', () => {
  assert.match(out, /export interface StoryChanged \{\s+event: 'created' \| 'updated' \| 'moved' \| 'approved' \| 'disapproved';\s+entity: 'story';\s+data: Story;/);
  assert.match(out, /export type RundownEvent = /);
  assert.match(out, /data: unknown;/, 'the common `data` says nothing until a variant does');
});

test('ids are branded by the property holding them', () => {
  assert.match(out, /rundownId: RundownId;/);
  assert.match(out, /blocksIds: BlockId\[\];/);
});
