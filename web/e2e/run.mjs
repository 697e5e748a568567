// npm run e2e: the browser and STOMP end-to-end tests against BASE_URL (default http://localhost:8080).
//   node e2e/run.mjs             against the running server
//   node e2e/run.mjs --only=STOMP   only the tests whose name contains the text
// With FRESH_URL and FRESH_ADMIN_PASSWORD (scripts/e2e.sh sets them), also the set-up of a fresh
// installation (fresh.test.mjs) at that address.
// Prints one line per test, then "N passed, M failed"; exits non-zero on any failure.
const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const { BASE_URL, launch } = await import('./lib.mjs');
const { stompTests } = await import('./stomp.test.mjs');
const { browserTests } = await import('./browser.test.mjs');
const { liveTests } = await import('./live.test.mjs');
const { onAirTests } = await import('./onair.test.mjs');
const { storyTests } = await import('./story.test.mjs');
const { prompterTests } = await import('./prompter.test.mjs');
const { printTests } = await import('./print.test.mjs');
const { scriptsTests } = await import('./scripts.test.mjs');
const { lockTests } = await import('./locks.test.mjs');
const { deviceTests } = await import('./devices.test.mjs');
const { drawerTests } = await import('./drawer.test.mjs');
const { itemTests } = await import('./items.test.mjs');
const { clipboardTests } = await import('./clipboard.test.mjs');
const { largeTests } = await import('./large.test.mjs');
const { mosPeerTests } = await import('./mosPeer.test.mjs');
const { userTests } = await import('./users.test.mjs');
const { installationTests } = await import('./installation.test.mjs');
const { mailTests } = await import('./mail.test.mjs');
const { deskTests } = await import('./desk.test.mjs');
const { assignmentTests } = await import('./assignments.test.mjs');
const { searchTests } = await import('./search.test.mjs');
const { reportageTests } = await import('./reportages.test.mjs');
const { reportageSectionTests } = await import('./reportageSection.test.mjs');
const { reportageGraphicsTests } = await import('./reportageGraphics.test.mjs');
const { productionTests } = await import('./productions.test.mjs');
const { reportTests } = await import('./reports.test.mjs');
const { roundTests } = await import('./rounds.test.mjs');
const { proposalTests } = await import('./proposals.test.mjs');
const { teamTests } = await import('./teams.test.mjs');
// Against a second, fresh installation (FRESH_URL, set by scripts/e2e.sh); none without it.
const { freshTests } = await import('./fresh.test.mjs');

const TIMEOUT = 90_000;
const tests = [...stompTests, ...browserTests, ...liveTests, ...onAirTests, ...storyTests, ...prompterTests, ...printTests, ...scriptsTests, ...lockTests, ...deviceTests, ...drawerTests, ...itemTests, ...clipboardTests, ...largeTests, ...mosPeerTests, ...userTests, ...installationTests, ...mailTests, ...deskTests, ...assignmentTests, ...searchTests, ...reportageTests, ...reportageSectionTests, ...reportageGraphicsTests, ...productionTests, ...reportTests, ...roundTests, ...proposalTests, ...teamTests, ...freshTests].filter((t) => !only || t.name.includes(only));
let passed = 0;
let failed = 0;

async function reachable() {
  try {
    const res = await fetch(`${BASE_URL}/api/users/me`);
    return res.status > 0;
  } catch {
    return false;
  }
}

console.log(`e2e against ${BASE_URL}`);
if (!(await reachable())) {
  console.log(`✗ the server at ${BASE_URL} does not answer`);
  console.log(`0 passed, ${tests.length} failed`);
  process.exit(1);
}

let browser;
try {
  for (const test of tests) {
    const started = Date.now();
    try {
      if (test.name.startsWith('browser') && !browser) browser = await launch();
      let timer;
      await Promise.race([
        test.fn({ browser }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out after ${TIMEOUT / 1000}s`)), TIMEOUT);
        }),
      ]).finally(() => clearTimeout(timer));
      passed += 1;
      console.log(`✓ ${test.name} (${Date.now() - started} ms)`);
    } catch (err) {
      failed += 1;
      console.log(`✗ ${test.name} (${Date.now() - started} ms)\n    ${String(err?.stack ?? err).split('\n').slice(0, 6).join('\n    ')}`);
    }
  }
} finally {
  await browser?.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
