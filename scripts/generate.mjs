// npm run generate: writes every generated file of the shared packages from the contract documents.
// npm run check:generated: generates them in memory and fails, naming each stale file and the command
// to run, when a committed file differs (CI runs it through `just test-web` and `just lint`).
//
//   web/packages/api/src/generated/schema.ts      <- docs/openapi.json   (web/packages/api/codegen.mjs)
//   web/packages/stomp/src/generated/messages.ts  <- docs/asyncapi.yaml  (web/packages/stomp/codegen.mjs)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as api from '../web/packages/api/codegen.mjs';
import * as stomp from '../web/packages/stomp/codegen.mjs';

const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');

const files = [...(await api.generate(root)), ...(await stomp.generate(root))];
const stale = [];
for (const { path, content } of files) {
  const file = fileURLToPath(new URL(path, root));
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (committed === content) continue;
  if (check) {
    stale.push(committed === null ? `${path} (missing)` : path);
  } else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    console.log(`wrote ${path}`);
  }
}
if (check && stale.length) {
  console.error(`Generated files are stale (their contract document changed, or they were edited by hand):`);
  for (const path of stale) console.error(`  ${path}`);
  console.error(`Run \`npm run generate\` at the repository root and commit the result.`);
  process.exit(1);
}
if (check) console.log(`Generated files are up to date (${files.map((f) => f.path).join(', ')}).`);
else if (files.length) console.log(`${files.length} generated files checked.`);
