// The REST generator on small documents (node --test; run by the root `npm test`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateSchema, uniqueOperationIds } from './codegen.mjs';

const doc = (schemas) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { schemas } });

test('an integer schema named <Entity>Id becomes the branded Id<Entity>', async () => {
  const out = await generateSchema(
    doc({
      StoryId: { type: 'integer', format: 'int64' },
      BlockId: { type: 'integer', format: 'int64' },
      Story: { type: 'object', required: ['id', 'blockId'], properties: { id: { $ref: '#/components/schemas/StoryId' }, blockId: { $ref: '#/components/schemas/BlockId' } } },
      TrackId: { type: 'string' },
    }),
  );
  assert.match(out, /import type \{ Id \} from '\.\.\/id';/);
  assert.match(out, /StoryId: Id<'Story'>/);
  assert.match(out, /BlockId: Id<'Block'>/);
  assert.match(out, /TrackId: string/, 'only integers are ids');
  assert.match(out, /export type Story = components\['schemas'\]\['Story'\]/);
  assert.match(out, /Branded ids: Block, Story\./);
});

test('a document without id schemas gets no brand and no import', async () => {
  const out = await generateSchema(doc({ Story: { type: 'object', properties: { id: { type: 'integer' } } } }));
  assert.doesNotMatch(out, /import type \{ Id \}/);
  assert.match(out, /Branded ids: none/);
});

test('repeated operation ids get a suffix', () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    const op = (id) => ({ operationId: id, responses: {} });
    const out = uniqueOperationIds({ paths: { '/a': { get: op('list') }, '/b': { get: op('list') } } });
    assert.deepEqual([out.paths['/a'].get.operationId, out.paths['/b'].get.operationId], ['list', 'list_2']);
  } finally {
    console.warn = warn;
  }
});

test('every string enum gets its values as a constant checked against its type', async () => {
  const out = await generateSchema(
    doc({
      DisplayStatus: { type: 'string', enum: ['BLANK', 'PLAY', 'STOP'] },
      FieldCode: { type: 'string', enum: ['required', "it's"] },
      Level: { type: 'integer', enum: [1, 2] },
    }),
  );
  assert.match(out, /export const displayStatusValues = \['BLANK', 'PLAY', 'STOP'\] as const satisfies readonly DisplayStatus\[\];/);
  assert.match(out, /export const fieldCodeValues = \['required', 'it\\'s'\] as const satisfies readonly FieldCode\[\];/);
  assert.doesNotMatch(out, /levelValues/, 'only string enums');
});
