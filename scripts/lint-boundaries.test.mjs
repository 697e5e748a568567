// The import boundaries of eslint.config.js, checked on small made-up files (node --test).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The messages of the import rule for `code` as if it were the file at `path`. */
async function restricted(path, code) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('an app imports a package by its name', async () => {
  assert.deepEqual(await restricted('web/src/features/x/a.ts', "import { errorCodeOf } from '@newsroom/api';\nexport const f = errorCodeOf;\n"), []);
});

test('an app never reaches into a package by path', async () => {
  assert.ok((await restricted('web/src/features/x/a.ts', "import { errorCodeOf } from '../../../packages/api/src/errors';\nexport const f = errorCodeOf;\n")).length > 0);
  assert.ok((await restricted('web/src/features/x/a.ts', "import { errorCodeOf } from '@newsroom/api/src/errors';\nexport const f = errorCodeOf;\n")).length > 0);
});

test('apps never import each other', async () => {
  assert.ok((await restricted('mobile/src/a.ts', "import { api } from '../../web/src/shared/api/baseApi';\nexport const f = api;\n")).length > 0);
  assert.ok((await restricted('web/src/a.ts', "import { x } from '../../mobile/src/x';\nexport const f = x;\n")).length > 0);
});

test('a package never imports an app, nor another package by path', async () => {
  assert.ok((await restricted('web/packages/api/src/a.ts', "import { api } from '../../../src/shared/api/baseApi';\nexport const f = api;\n")).length > 0);
  assert.ok((await restricted('web/packages/stomp/src/a.ts', "import { x } from '../../api/src/types';\nexport const f = x;\n")).length > 0);
  assert.deepEqual(await restricted('web/packages/stomp/src/a.ts', "import { x } from './hub';\nexport const f = x;\n"), []);
});
