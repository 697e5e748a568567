// A reportage's graphics in the browser (docs/adr/0003-documents.md "Reportages", Graphics): a reporter
// opens a reportage's page (no graphics yet), follows "Edit graphics" to /reportages/editCg/{id}, adds a
// place and then a lower third with templates of a CG device (made for the test, as items.test.mjs does:
// the demo has no CG device), the values typed in the form, types the lower third's title in its row
// (saved when the field is left), moves the lower third first, and goes back to the reportage's page,
// which lists both in air order with their values. Everything is checked through the API too. The test
// works on a day far ahead with a slug of its own, so runs against one server never meet; the reportage
// and the device are removed at the end.
import assert from 'node:assert/strict';
import { PROGRAM_ID, call, daysAhead, eventually, login, shot, signedIn, uniqueWord as word } from './lib.mjs';

/** A day far ahead, new each run. */
const ahead = daysAhead(2100);

/** A reportage's graphics as the API gives them: `[template, {field: value}]`, in air order. */
async function graphicsOf(token, id) {
  const r = await call(token, 'GET', `/api/reportages/${id}`);
  return (r.graphics ?? []).map((g) => [g.templateName, Object.fromEntries(g.fields.map((f) => [f.name, f.value]))]);
}

export const reportageGraphicsTests = [
  {
    name: "browser: reportage graphics: a reporter adds a place and a lower third with a CG device's templates, types the lower third's title in its row, moves it first, and sees both on the reportage's page",
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const token = await login('reporter', 'reporter');
      const cgName = `E2E Reportage CG ${word()}`;
      const device = await call(admin, 'POST', '/api/devices', {
        name: cgName, type: 'CG', protocol: 'MOS', vendor: 'Any', host: '127.0.0.1', mosId: `cg.reportage.${Date.now()}.mos`,
        profiles: [0, 1, 2], enabled: false,
        templates: [
          { id: 4, name: 'Lower third', fields: ['name', 'title'] },
          { id: 5, name: 'Place', fields: ['place'] },
        ],
      });
      const me = await call(token, 'GET', '/api/users/me');
      const slug = `E2E GRAPHICS ${word().toUpperCase()}`;
      const { id } = await call(token, 'POST', '/api/reportages', {
        slug,
        date: ahead(0),
        programIds: [PROGRAM_ID],
        reporterIds: [me.id],
        sections: [{ kind: 'LEAD', content: [{ type: 'paragraph', children: [{ text: 'The mayor visits the flooded bridge.' }] }] }],
      });
      const reporter = await signedIn(browser, 'reporter');
      try {
        const page = reporter.page;
        // The reportage's page: no graphics yet, "Edit graphics" for a writer.
        await page.goto(`/reportages/reportageView/${id}`);
        const view = page.getByTestId('reportage-graphics');
        await view.getByTestId('reportage-graphics-none').waitFor();
        await view.getByTestId('reportage-graphics-edit').click();
        await page.waitForURL((url) => url.pathname === `/reportages/editCg/${id}`);
        await eventually(() => page.getByTestId('reportage-graphics-slug').textContent(), slug, 'the reportage named on its graphics page');
        await page.getByTestId('reportage-graphics-none').waitFor();

        // A place, then a lower third: the device, the template, the values typed in the form, Add.
        const form = page.getByTestId('reportage-graphic-add');
        await form.getByTestId('cg-device').selectOption({ label: cgName });
        await form.getByTestId('cg-template').selectOption({ label: 'Place' });
        await form.locator('[data-testid="cg-field"][data-field="place"]').fill('Vale do Rio');
        await form.getByTestId('reportage-graphic-add-submit').click();
        await eventually(() => page.getByTestId('cg-item').count(), 1, 'the place added');
        await form.getByTestId('cg-template').selectOption({ label: 'Lower third' });
        await form.locator('[data-testid="cg-field"][data-field="name"]').fill('Ana Lima');
        await form.getByTestId('reportage-graphic-add-submit').click();
        await eventually(() => page.getByTestId('cg-item').count(), 2, 'the lower third added');
        // The form is empty again for the next one.
        assert.equal(await form.locator('[data-testid="cg-field"][data-field="name"]').inputValue(), '');

        // The lower third's title typed in its row, saved when the field is left (Enter).
        const lower = page.getByTestId('cg-item').filter({ has: page.locator('strong', { hasText: 'Lower third' }) });
        const title = lower.locator('[data-testid="cg-field"][data-field="title"]');
        await title.fill('Mayor');
        await title.press('Enter');
        await eventually(
          async () => JSON.stringify(await graphicsOf(token, id)),
          JSON.stringify([
            ['Place', { place: 'Vale do Rio' }],
            ['Lower third', { name: 'Ana Lima', title: 'Mayor' }],
          ]),
          'both graphics saved, the title too',
        );

        // The lower third goes on air first.
        await lower.getByTestId('item-up').click();
        await eventually(async () => (await graphicsOf(token, id)).map(([template]) => template).join(', '), 'Lower third, Place', 'the lower third moved first');
        await eventually(() => page.getByTestId('cg-item').first().locator('strong').textContent(), 'Lower third', 'the page shows it first');
        const saved = await call(token, 'GET', `/api/reportages/${id}`);
        assert.deepEqual(saved.graphics.map((g) => [g.kind, g.deviceId, g.slug]), [
          ['CG', device.id, 'Lower third: Ana Lima'],
          ['CG', device.id, 'Place: Vale do Rio'],
        ]);
        await shot(page, 'reportage-graphics-edit');

        // Back on the reportage's page: both, in air order, with their values.
        await page.getByTestId('reportage-graphics-back').click();
        await page.waitForURL((url) => url.pathname === `/reportages/reportageView/${id}`);
        await eventually(() => view.getByTestId('reportage-graphic-values').allTextContents().then((v) => v.join(' | ')), 'Ana Lima · Mayor | Vale do Rio', 'the values on the reportage page');
        assert.deepEqual(await view.getByTestId('reportage-graphic-template').allTextContents(), ['Lower third', 'Place']);
        await shot(page, 'reportage-graphics-view');
      } finally {
        await reporter.ctx.close();
        const left = (await call(token, 'GET', `/api/reportages/${id}`).catch(() => null))?.graphics ?? [];
        for (const g of left) await call(token, 'DELETE', `/api/reportages/${id}/cgs/${g.id}`).catch(() => {});
        await call(token, 'DELETE', `/api/reportages?ids=${id}`).catch(() => {});
        await call(admin, 'DELETE', `/api/devices/${device.id}`).catch(() => {});
      }
    },
  },
];
