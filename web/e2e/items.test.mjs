// Story items: the producer adds a graphic (a CG device's template) in the story editor and types its
// values; a reader on the rundown's CG list sees the values arrive live; the producer removes it there.
// The media side of items is driven against Sofie's npm MOS peer in the Rust API tests
// (services/newsroom/tests/api/items.rs); here the media panel says what it has without a device.
import assert from 'node:assert/strict';
import net from 'node:net';
import { call, ensureStory, eventually, login, newContext, rundownPath, shot, uiLogin } from './lib.mjs';

const CG_NAME = 'E2E Graphics';

async function removeDevice(admin) {
  const left = (await call(admin, 'GET', '/api/devices')).find((d) => d.spec.name === CG_NAME);
  if (left) await call(admin, 'DELETE', `/api/devices/${left.id}`).catch(() => {});
}

export const itemTests = [
  {
    name: 'browser: story items — a graphic added and filled in the editor shows live on the CG list, and is removed there',
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const producer = await login('producer', 'producer');
      await removeDevice(admin);
      const device = await call(admin, 'POST', '/api/devices', {
        name: CG_NAME, type: 'CG', protocol: 'MOS', vendor: 'Any', host: '127.0.0.1', mosId: `cg.e2e.${Date.now()}.mos`,
        profiles: [0, 1, 2], enabled: false, templates: [{ id: 3, name: 'Lower third', fields: ['name', 'title'] }],
      });
      const { story } = await ensureStory(producer);
      const editorCtx = await newContext(browser);
      const listCtx = await newContext(browser);
      try {
        const page = await editorCtx.newPage();
        await uiLogin(page, 'producer', 'producer');
        await page.goto(`/story/${story.id}`);
        const panel = page.getByTestId('items-panel');
        await panel.waitFor();
        await page.getByTestId('cg-device').selectOption({ label: CG_NAME });
        await eventually(() => page.getByTestId('cg-template').locator('option').count(), 1, 'the device templates listed');
        await page.getByTestId('cg-create').click();
        const field = page.locator('[data-testid="cg-field"][data-field="name"]');
        await field.waitFor();

        const list = await listCtx.newPage();
        await uiLogin(list, 'viewer', 'viewer');
        await list.goto(`${rundownPath()}/cg`);
        await list.getByTestId('cg-list').waitFor();
        await eventually(() => list.getByTestId('cg-row').count(), 1, 'the new graphic on the CG list');

        await field.fill('Ana Lima');
        await field.press('Enter');
        await page.locator('[data-testid="cg-field"][data-field="title"]').fill('Mayor');
        await page.locator('[data-testid="cg-field"][data-field="title"]').press('Enter');
        await eventually(
          async () => (await call(producer, 'GET', `/api/stories/${story.id}/cgs`))[0]?.slug,
          'Lower third: Ana Lima',
          'the values saved',
        );
        // Live on the reader's CG list, read only there.
        const listField = list.locator('[data-testid="cg-field"][data-field="title"]');
        await eventually(() => listField.inputValue(), 'Mayor', 'the value shown live on the CG list');
        assert.equal(await listField.getAttribute('readonly'), '');
        await shot(page, 'items-editor');
        await shot(list, 'items-cg-list');

        // The media panel without media devices says so.
        assert.match((await panel.textContent()) ?? '', /No media in this story/);

        // The media page asks a MOS device for all its media (mosReqAll): this one is not connected.
        const media = await editorCtx.newPage();
        await media.goto('/media');
        await media.getByTestId('media-device').selectOption({ label: CG_NAME });
        await media.getByTestId('media-ask-all').click();
        await eventually(() => media.getByTestId('media-ask-error').getAttribute('data-code'), 'deviceUnreachable', 'mosReqAll to a device that is down');
        await shot(media, 'items-media-ask');

        // The producer removes the graphic from the CG list.
        const own = await editorCtx.newPage();
        await own.goto(`${rundownPath()}/cg`);
        // "Take" sends roCtrl only to a device that holds the running order: here integration is off.
        await own.getByTestId('cg-row').first().getByTestId('ctrl-EXECUTE').click();
        await eventually(() => own.getByTestId('ctrl-error').getAttribute('data-code'), 'deviceUnreachable', 'the take refused: Device unreachable');
        assert.equal(await list.getByTestId('ctrl-EXECUTE').count(), 0, 'readers get no controls');
        await shot(own, 'items-cg-list-producer');
        await own.getByTestId('cg-row').first().getByTestId('item-remove').click();
        await eventually(() => list.getByTestId('cg-list-empty').count(), 1, 'the CG list empty for the reader');
        assert.deepEqual(await call(producer, 'GET', `/api/stories/${story.id}/cgs`), []);
      } finally {
        await editorCtx.close();
        await listCtx.close();
        for (const i of (await call(producer, 'GET', `/api/stories/${story.id}/cgs`).catch(() => [])) ?? []) {
          await call(producer, 'DELETE', `/api/stories/${story.id}/cgs/${i.id}`).catch(() => {});
        }
        await call(admin, 'DELETE', `/api/devices/${device.id}`).catch(() => {});
      }
    },
  },
  {
    name: 'browser: CG list — Take and Clear of a graphic reach an II character generator byte for byte',
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const producer = await login('producer', 'producer');
      // The character generator: a TCP server that records what it gets and answers `*` per command.
      let received = Buffer.alloc(0);
      const server = net.createServer((sock) => {
        sock.on('data', (chunk) => {
          received = Buffer.concat([received, chunk]);
          for (let i = 0; i < chunk.toString('latin1').split('\r\n').length - 1; i += 1) sock.write('*\r\n');
        });
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      const name = 'E2E II CG';
      const device = await call(admin, 'POST', '/api/devices', {
        name, type: 'CG', protocol: 'II', vendor: 'Chyron', host: '127.0.0.1', port: server.address().port,
        enabled: true, templates: [{ id: 7, name: 'Name strap', fields: ['line1'] }],
      });
      const { story } = await ensureStory(producer);
      const ctx = await newContext(browser);
      try {
        await eventually(
          async () => (await call(producer, 'GET', '/api/devices/status')).find((d) => d.id === device.id)?.state,
          'CONNECTED',
          'the II device connected',
        );
        await call(producer, 'POST', `/api/stories/${story.id}/cgs`, { deviceId: device.id, templateId: 7, fields: { line1: 'Ana Lima' } });
        const page = await ctx.newPage();
        await uiLogin(page, 'producer', 'producer');
        await page.goto(`${rundownPath()}/cg`);
        const row = page.getByTestId('cg-row').filter({ has: page.getByText('Name strap') });
        await row.getByTestId('cg-take').click();
        await eventually(() => page.getByTestId('ctrl-done').count(), 1, 'the take answered');
        await row.getByTestId('cg-clear').click();
        await eventually(() => received.includes(Buffer.from('Y\\', 'latin1')), true, 'the clear received');
        const wire = received.toString('utf8');
        assert.ok(wire.startsWith('V\\5\\13\\1\\1\\7\\1\\Ana Lima\\\\\r\n'), JSON.stringify(wire));
        assert.ok(wire.endsWith('Y\\\u00fe\\\\\r\n'), JSON.stringify(wire));
        await shot(page, 'items-ii-take');
      } finally {
        await ctx.close();
        for (const i of (await call(producer, 'GET', `/api/stories/${story.id}/cgs`).catch(() => [])) ?? []) {
          await call(producer, 'DELETE', `/api/stories/${story.id}/cgs/${i.id}`).catch(() => {});
        }
        await call(admin, 'DELETE', `/api/devices/${device.id}`).catch(() => {});
        server.close();
      }
    },
  },
];
