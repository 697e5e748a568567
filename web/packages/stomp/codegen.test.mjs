// The STOMP generator on the real docs/asyncapi.yaml (node --test; run by the root `npm test`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse } from 'yaml';
import { generateMessages, REST_SHAPES } from './codegen.mjs';

const document = parse(readFileSync(new URL('../../../docs/asyncapi.yaml', import.meta.url), 'utf8'));
const out = await generateMessages(document);

test('the REST shapes come from @newsroom/api, never generated twice', () => {
  const imported = /import type \{([^}]*)\} from '@newsroom\/api'/.exec(out)[1];
  for (const name of ['Rundown', 'Block', 'Story', 'StoryLock', 'RundownId', 'BlockId']) assert.match(imported, new RegExp(`\\b${name}\\b`));
  for (const name of REST_SHAPES) assert.doesNotMatch(out, new RegExp(`export (interface|type) ${name}\\b`));
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
