// Printing and PDF export in a real browser against the running server: the print view of today's rundown
// made into an A4 PDF by Chromium (page.pdf, the print stylesheet), its text read back with pdftotext and
// its first page drawn with pdftoppm; scripts with and without comments; the record limit of the grid;
// the print options dialog (font size rules, in English and Spanish).
//
// pdftotext/pdftoppm come with poppler-utils. Without them the PDF checks are skipped with a notice,
// unless CI is set: then they fail.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { call, ensureRundown, login, newContext, openRundown, PROGRAM_ID, RESULTS, rundownPath, shot, show, showDiff, uiLogin } from './lib.mjs';
import { decodePng, inkCoverage } from './png.mjs';

const P = (...children) => ({ type: 'paragraph', children });
const FIGURES = ['duration', 'commercialTotal', 'fullEstimated', 'fullProduction', 'approvedProduction', 'fullTotal', 'approvedTotal'];
const DIFFS = ['fullDiff', 'approvedDiff', 'productionFullDiff', 'productionApprovedDiff'];

function hasTool(name) {
  try {
    execFileSync(name, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether the PDF can be read back here: the poppler tools, required on CI. */
function popplerReady() {
  if (hasTool('pdftotext') && hasTool('pdftoppm')) return true;
  if (process.env.CI) throw new Error('pdftotext/pdftoppm are missing (apt-get install poppler-utils)');
  console.log('    notice: pdftotext/pdftoppm not found (poppler-utils): the PDF text and image checks are skipped');
  return false;
}

/** The PDF's text, one string per page, whitespace runs made single spaces. */
function pdfPages(path) {
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  return text.split('\f').filter((page, i, all) => page.trim() || i < all.length - 1).map((page) => page.replace(/\s+/g, ' ').trim());
}

/** A signed-in producer page whose `window.print` only counts its calls. */
async function producerPage(browser, locale = 'en-US') {
  const context = await newContext(browser, locale);
  await context.addInitScript(() => {
    window.__prints = 0;
    window.print = () => {
      window.__prints += 1;
    };
  });
  const page = await context.newPage();
  await uiLogin(page, 'producer', 'producer');
  return { context, page };
}

async function openPrintView(page, query, path = rundownPath()) {
  await page.goto(`${path}/print?${query}`);
  try {
    await page.locator('[data-testid=print-view][data-ready=true]').waitFor({ timeout: 15000 });
  } catch (e) {
    // What the page showed instead (a spinner, an error, the login), to tell a slow answer from a refused one.
    await shot(page, 'print-view-not-ready');
    const shown = (await page.locator('body').innerText().catch(() => '')).slice(0, 500);
    throw new Error(`${e.message}\nat ${page.url()} the page showed: ${JSON.stringify(shown)}`);
  }
}

async function savePdf(page, name) {
  const path = `${RESULTS}${name}.pdf`;
  await page.pdf({ path, format: 'A4' });
  assert.ok(statSync(path).size > 5000, `${name}.pdf is written`);
  return path;
}

export const printTests = [
  {
    name: 'browser: print: the grid of today’s rundown as an A4 PDF (program, slugs, header figures as the server gives them), page 1 drawn and not blank; noPrint keeps the print dialog shut',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const rundown = await ensureRundown(token);
      const { context, page } = await producerPage(browser);
      try {
        await openPrintView(page, 'what=grid&font=10&orientation=portrait&timing=progressive&standby=1&noPrint=1');
        await shot(page, 'print-view-grid');
        assert.equal(await page.evaluate(() => window.__prints), 0, 'noPrint=1: no print dialog');
        assert.equal((await page.getByTestId('print-program').textContent()).trim(), rundown.programName);
        const stories = rundown.blocks.flatMap((b) => b.stories);
        const breaks = rundown.blocks.filter((b) => !b.standBy).length;
        assert.equal(await page.locator('[data-testid^=print-story-]').count(), Math.min(stories.length, 100 - breaks));
        assert.equal(await page.getByTestId('print-limited').count(), stories.length + breaks > 100 ? 1 : 0);

        const pdf = await savePdf(page, 'rundown');
        if (!popplerReady()) return;
        const pages = pdfPages(pdf);
        const all = pages.join(' ');
        assert.ok(pages[0].includes(rundown.programName), 'the program name is on page 1');
        assert.ok(pages[0].includes(`${rundown.start}–${rundown.end}`), 'the air times are on page 1');
        const slugs = stories.map((s) => s.slug).filter((s) => s.length <= 22).slice(0, 8);
        assert.ok(slugs.length >= 4, 'enough slugs to look for');
        for (const slug of slugs) assert.ok(all.includes(slug), `slug ${slug} is printed`);
        // The header (before the grid's column heads) holds every rundown figure, formatted as on screen.
        const header = pages[0].slice(0, pages[0].indexOf('SLUG'));
        assert.ok(header.length > 0, 'the grid follows the header');
        for (const key of FIGURES) assert.ok(header.includes(show(rundown.timing[key])), `${key} ${show(rundown.timing[key])} in the header`);
        for (const key of DIFFS) assert.ok(header.includes(showDiff(rundown.timing[key])), `${key} ${showDiff(rundown.timing[key])} in the header`);
        assert.match(pages.at(-1), /Page \d+ \/ \d+/, 'the running footer numbers the pages');

        // Page 1 as an image: mostly white paper, with ink spread down the page.
        execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, `${RESULTS}rundown-page1`]);
        const ink = inkCoverage(decodePng(readFileSync(`${RESULTS}rundown-page1.png`)));
        assert.ok(ink.pixels > 0.02 && ink.pixels < 0.5, `page 1 has ink but is paper (${(ink.pixels * 100).toFixed(1)}% of the pixels)`);
        assert.ok(ink.rows > 0.3, `ink runs down page 1 (${(ink.rows * 100).toFixed(0)}% of the rows)`);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'browser: print: scripts, one story a page, the script’s kinds and text; comments in brackets, or left out when asked',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const first = (await ensureRundown(token)).blocks.find((b) => !b.standBy);
      const tag = Date.now() % 100000;
      const story = await call(token, 'POST', `/api/blocks/${first.id}/stories`, { slug: `E2E PRINT ${tag}`, position: 0 });
      const said = `Good evening from the print desk ${tag}.`;
      const comment = `check the spelling ${tag}`;
      const pictures = `Pictures of the press ${tag}.`;
      await call(token, 'PUT', `/api/stories/${story.id}/text`, {
        script: [
          { kind: 'ON_CAMERA', content: [P({ text: said, bold: true }, { text: ' ' }, { text: comment, comment: true })] },
          { kind: 'VO', content: [P({ text: pictures, italic: true })] },
        ],
        footnote: '',
        cueIn: '',
        cueOut: '',
      });
      const rundown = await ensureRundown(token);
      const count = rundown.blocks.flatMap((b) => b.stories).length;
      const { context, page } = await producerPage(browser);
      try {
        await openPrintView(page, 'what=scripts&font=12&standby=1&comments=1&noPrint=1');
        const mine = page.getByTestId(`print-script-${story.id}`);
        assert.equal(await page.locator('[data-testid^=print-script-]').count(), count, 'every story, the standby ones too');
        assert.equal((await mine.locator('[data-comment]').textContent()).trim(), `[${comment}]`);
        await mine.scrollIntoViewIfNeeded();
        await shot(page, 'print-view-scripts');
        const withComments = await savePdf(page, 'rundown-scripts');

        await openPrintView(page, 'what=scripts&font=12&standby=1&comments=0&noPrint=1');
        assert.equal(await page.getByTestId(`print-script-${story.id}`).locator('[data-comment]').count(), 0);
        assert.ok((await page.getByTestId(`print-script-${story.id}`).textContent()).includes(said));
        const without = await savePdf(page, 'rundown-scripts-nocomments');
        if (!popplerReady()) return;

        const pages = pdfPages(withComments);
        assert.ok(pages.length >= count, `one story a page: ${pages.length} pages for ${count} stories`);
        const at = pages.findIndex((p) => p.includes(`E2E PRINT ${tag}`));
        assert.ok(at >= 0, 'the story is printed');
        assert.ok(pages[at].includes(said) && pages[at].includes(pictures), 'its script is on its page');
        assert.ok(pages[at].includes(`[${comment}]`), 'the comment is printed, in brackets');
        assert.ok(/ON CAMERA/.test(pages[at]) && /VOICE OVER/.test(pages[at]), 'the kinds label the items');

        const plain = pdfPages(without).join(' ');
        assert.ok(plain.includes(said) && plain.includes(pictures), 'the script is printed without comments');
        assert.ok(!plain.includes(comment), 'the comment is not');
      } finally {
        await context.close();
        await call(token, 'DELETE', `/api/stories/${story.id}`);
      }
    },
  },
  {
    name: 'browser: print: over 100 grid records only the first 100 print, with a note; the dialog says so and a range of blocks fits',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      // A rundown of its own, far in the future: 4 blocks of 30 stories, 124 records.
      const date = `2099-${String(1 + (Date.now() % 12)).padStart(2, '0')}-${String(1 + (Math.floor(Date.now() / 1000) % 28)).padStart(2, '0')}`;
      const q = `date=${date}&programId=${PROGRAM_ID}`;
      if ((await call(token, 'GET', `/api/rundowns/exists?${q}`)).status === 'CAN_CREATE') {
        let rundown = await call(token, 'POST', '/api/rundowns', { date, programId: PROGRAM_ID, templateId: null });
        for (const name of ['B', 'C', 'D']) await call(token, 'POST', `/api/rundowns/${rundown.id}/blocks`, { name });
        rundown = await call(token, 'GET', `/api/rundowns?${q}`);
        for (const block of rundown.blocks.filter((b) => !b.standBy)) {
          for (let i = 1; i <= 30; i++) await call(token, 'POST', `/api/blocks/${block.id}/stories`, { slug: `BULK ${block.name}${i}`, position: null });
        }
      }
      const rundown = await call(token, 'GET', `/api/rundowns?${q}`);
      const normal = rundown.blocks.filter((b) => !b.standBy);
      const records = rundown.blocks.reduce((n, b) => n + b.stories.length + (b.standBy ? 0 : 1), 0);
      assert.ok(records > 100, `${records} records`);
      const path = `/rundown/${date}/${PROGRAM_ID}`;
      const { context, page } = await producerPage(browser);
      try {
        await openPrintView(page, 'what=grid&noPrint=1', path);
        assert.equal(await page.locator('[data-testid^=print-story-], [data-testid^=print-break-]').count(), 100, 'exactly 100 records');
        assert.equal((await page.getByTestId('print-limited').textContent()).trim(), `Grid printing is limited to 100 records: 100 of ${records} printed.`);

        await page.goto(path);
        await page.getByTestId('rundown-grid').waitFor();
        await page.getByTestId('open-print').click();
        assert.equal(await page.getByTestId('print-records').getAttribute('data-count'), String(records));
        await page.getByTestId('print-limit').waitFor();
        // From the second block on: 3 blocks of 30 and their breaks, 93 records.
        await page.getByTestId('print-from').selectOption(String(normal[1].id));
        assert.equal(await page.getByTestId('print-records').getAttribute('data-count'), String(records - normal[0].stories.length - 1));
        assert.equal(await page.getByTestId('print-limit').count(), 0, 'the range fits');
        assert.match(await page.getByTestId('print-submit').getAttribute('href'), new RegExp(`[?&]from=${normal[1].id}(&|$)`));
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'browser: print: the dialog from the rundown toolbar: an odd or out-of-range font size is refused (English, Spanish), a valid choice opens the print view, which prints once',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const rundown = await ensureRundown(token);
      const records = rundown.blocks.reduce((n, b) => n + b.stories.length + (b.standBy ? 0 : 1), 0);
      const { context, page } = await producerPage(browser);
      try {
        await openRundown(page);
        await page.getByTestId('open-print').click();
        await page.getByTestId('print-dialog').waitFor();
        assert.equal(await page.getByTestId('print-records').getAttribute('data-count'), String(records));
        const mode = await page.getByTestId('timing-mode').inputValue();
        assert.equal(await page.getByTestId('print-timing').inputValue(), mode, 'the timing column starts from the screen’s mode');

        await page.getByTestId('print-font-size').fill('11');
        assert.equal((await page.getByTestId('print-font-error').textContent()).trim(), 'Print font size must be even.');
        assert.equal(await page.getByTestId('print-submit').isDisabled(), true, 'no printing with an odd size');
        await page.getByTestId('print-font-size').fill('26');
        assert.equal((await page.getByTestId('print-font-error').textContent()).trim(), 'Print font size must be from 8 to 24.');
        assert.equal(await page.getByTestId('print-submit').isDisabled(), true);
        // 14 pt is fine for scripts; the grid's columns fit 12 pt in portrait, 16 pt in landscape.
        await page.getByTestId('print-font-size').fill('14');
        assert.equal(await page.getByTestId('print-font-error').count(), 0);
        assert.equal(await page.getByTestId('print-submit').isDisabled(), false);
        assert.match(await page.getByTestId('print-grid-font').textContent(), /12 pt at most/);
        await page.getByTestId('print-orientation-landscape').check();
        assert.equal(await page.getByTestId('print-grid-font').count(), 0);
        await page.getByTestId('print-orientation-portrait').check();
        await page.getByTestId('print-font-size').fill('12');
        assert.equal(await page.getByTestId('print-grid-font').count(), 0);
        await shot(page, 'print-dialog');
        // On-air keys do not reach the rundown behind the dialog.
        await page.getByTestId('print-font-size').press('l');
        assert.equal(await page.getByTestId('log-panel').count(), 0, 'L typed in the dialog does not open the log');

        await page.getByTestId('print-what-both').check();
        await page.getByTestId('print-orientation-landscape').check();
        const href = await page.getByTestId('print-submit').getAttribute('href');
        assert.match(href, /\/print\?what=both&font=12&orientation=landscape&timing=\w+&standby=1&comments=1$/);
        const [view] = await Promise.all([context.waitForEvent('page'), page.getByTestId('print-submit').click()]);
        await view.locator('[data-testid=print-view][data-ready=true]').waitFor({ timeout: 20000 });
        await view.waitForFunction(() => window.__prints === 1);
        await new Promise((r) => setTimeout(r, 500));
        assert.equal(await view.evaluate(() => window.__prints), 1, 'the print dialog opens once');
        assert.equal(await view.locator('style[data-print-page=landscape]').count(), 1, 'A4 landscape');
        await page.getByTestId('print-dialog').waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }

      const es = await producerPage(browser, 'es-ES');
      try {
        await openRundown(es.page);
        await es.page.getByTestId('open-print').click();
        await es.page.getByTestId('print-font-size').fill('9');
        assert.equal((await es.page.getByTestId('print-font-error').textContent()).trim(), 'El tamaño de letra de impresión debe ser par.');
        // The print view refuses such an address as well.
        await es.page.goto(`${rundownPath()}/print?font=9&noPrint=1`);
        assert.equal(await es.page.getByTestId('print-font-error').getAttribute('data-error'), 'fontSizeOdd');
        assert.equal(await es.page.getByTestId('print-view').count(), 0);
      } finally {
        await es.context.close();
      }
    },
  },
  {
    name: 'browser: print: the print view keeps the rundown’s guard (login with the way back; no rundown read: home)',
    async fn({ browser }) {
      const context = await newContext(browser);
      try {
        const page = await context.newPage();
        const path = `${rundownPath()}/print?what=grid&noPrint=1`;
        await page.goto(path);
        await page.waitForURL((u) => u.pathname === '/login');
        assert.equal(new URL(page.url()).searchParams.get('redirect'), path);
        await uiLogin(page, 'guest', 'guest', page.url());
        await page.waitForURL((u) => u.pathname === '/home');
        assert.equal(await page.getByTestId('print-view').count(), 0);
      } finally {
        await context.close();
      }
    },
  },
];
