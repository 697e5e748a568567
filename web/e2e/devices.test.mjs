// Devices: the administrator registers a MOS device pointing at ports where nothing listens (field errors
// first, a name taken, then UNREACHABLE in the list), edits it (a stale revision is caught and reloaded);
// the producer turns the rundown's device integration on and sees "Device unreachable" (so does a reader,
// live), sends the running order again, gets "Device unreachable." from "Ready to air", and turns
// integration off; the administrator deletes the device. Also: the menu and guard of /admin/devices, and the media list.
// Every test leaves no device behind and the rundown's integration off.
import assert from 'node:assert/strict';
import net from 'node:net';
import { call, ensureRundown, eventually, login, newContext, openRundown, shot, uiLogin, openMenu } from './lib.mjs';

/** Ports that nothing listens on: taken from the system, then let go. */
async function freePorts(n) {
  const servers = [];
  for (let i = 0; i < n; i += 1) {
    const server = net.createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
  }
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

const deviceNamed = async (token, name) => (await call(token, 'GET', '/api/devices')).find((d) => d.spec.name === name);
const text = async (page, testId) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

/** The form's fields for a MOS device, typed as a person would. */
async function fillDevice(page, { name, host, mosId, ports, vendor }) {
  await page.getByTestId('device-field-name').fill(name);
  await page.getByTestId('device-field-protocol').selectOption('MOS');
  await page.getByTestId('device-field-host').fill(host);
  await page.getByTestId('device-field-mosId').fill(mosId);
  const [lower, upper, query] = ports;
  await page.getByTestId('device-field-lowerPort').fill(String(lower));
  await page.getByTestId('device-field-upperPort').fill(String(upper));
  await page.getByTestId('device-field-queryPort').fill(String(query));
  if (vendor !== undefined) await page.getByTestId('device-field-vendor').fill(vendor);
}

/** Turns integration off and deletes the device, whatever the test reached. */
async function cleanUp(admin, producerToken, rundownId, name) {
  const rundown = await ensureRundown(producerToken).catch(() => null);
  if (rundown?.deviceIntegration) await call(producerToken, 'PUT', `/api/rundowns/${rundownId}/device/disable`).catch(() => {});
  const left = await deviceNamed(admin, name).catch(() => undefined);
  if (left) await call(admin, 'DELETE', `/api/devices/${left.id}`).catch(() => {});
}

export const deviceTests = [
  {
    name: 'browser: devices — "Send credits" without a CG device for the program says "Credits sending failure" with the reason and changes nothing',
    async fn({ browser }) {
      const ptoken = await login('producer', 'producer');
      const before = await ensureRundown(ptoken);
      const ctx = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'producer', 'producer');
        await openRundown(page);
        await page.getByTestId('send-credits').click();
        await eventually(() => page.getByTestId('rundown-error').getAttribute('data-code'), 'no_cg_device', 'the credits failure shown');
        assert.ok((await page.getByTestId('rundown-error').textContent()).includes('Credits sending failure: the program has no character-generator device.'));
        await shot(page, 'devices-credits-failure');
        assert.equal((await ensureRundown(ptoken)).revision, before.revision, 'the rundown is unchanged');
      } finally {
        await ctx.close();
      }
    },
  },
  {
    name: 'browser: devices — admin registers a MOS device (field errors, name taken), sees it UNREACHABLE, edits it (stale revision reloaded); the producer turns device integration on, sees "Device unreachable: <name>", sends again, turns it off; admin deletes the device',
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const producerToken = await login('producer', 'producer');
      const rundown = await ensureRundown(producerToken);
      if (rundown.deviceIntegration) await call(producerToken, 'PUT', `/api/rundowns/${rundown.id}/device/disable`);
      const n = Date.now() % 1_000_000;
      const name = `E2E Playout ${n}`;
      const mosId = `e2e.playout${n}.mos`;
      const ports = await freePorts(3);
      const actx = await newContext(browser);
      const pctx = await newContext(browser);
      const ectx = await newContext(browser);
      const page = await actx.newPage();
      const producer = await pctx.newPage();
      const editor = await ectx.newPage();
      page.on('dialog', (d) => d.accept());
      try {
        // ---- register: errors beside the fields first ----
        await uiLogin(page, 'admin', 'admin');
        await openMenu(page, 'devices');
        await page.getByTestId('devices-page').waitFor();
        await page.getByTestId('device-register').click();
        await page.waitForURL('**/admin/devices/new');
        await page.getByTestId('device-form').waitFor();
        assert.equal(await page.getByTestId('device-field-lowerPort').inputValue(), '10540', 'a new device starts on the MOS ports');
        await page.getByTestId('device-field-lowerPort').fill('70000');
        await page.getByTestId('device-save').click();
        await page.getByTestId('device-form-error').waitFor();
        assert.equal(await page.getByTestId('device-form-error').getAttribute('data-code'), 'validation');
        // The server names a code and its parameters per field; the app words them in the user's language.
        assert.equal(await text(page, 'device-error-name'), 'Enter 1 to 100 characters.');
        assert.equal(await text(page, 'device-error-host'), 'Required field.');
        assert.equal(await text(page, 'device-error-mosId'), 'Enter 1 to 128 characters.');
        assert.equal(await text(page, 'device-error-lowerPort'), 'Enter a number from 1 to 65535.');
        assert.equal(await page.getByTestId('device-error-upperPort').count(), 0, 'only the fields in error');
        await shot(page, 'devices-field-errors');

        await fillDevice(page, { name, host: '127.0.0.1', mosId, ports, vendor: 'E2E Vendor' });
        assert.equal(await page.getByTestId('device-error-name').count(), 0, 'a corrected field loses its error');
        for (const channel of ['PGM', 'PVW']) {
          await page.getByTestId('device-field-channels-input').fill(channel);
          await page.getByTestId('device-field-channels-input').press('Enter');
        }
        await page.getByTestId('device-field-charsets-input').fill('UTF-16BE');
        assert.ok(new URL(page.url()).pathname.endsWith('/admin/devices/new'), 'Enter in a tag list adds a tag, it does not submit');
        assert.equal(await page.getByTestId('device-field-channels-tag').count(), 2);
        await page.getByTestId('device-save').click();
        await page.waitForURL((url) => url.pathname === '/admin/devices');
        assert.equal(await page.getByTestId('devices-notice').getAttribute('data-notice'), 'created');
        const created = await deviceNamed(admin, name);
        assert.ok(created, 'REST: the device is registered');
        const id = created.id;
        assert.deepEqual(
          { type: created.spec.type, protocol: created.spec.protocol, vendor: created.spec.vendor, host: created.spec.host, mosId: created.spec.mosId, ports: [created.spec.lowerPort, created.spec.upperPort, created.spec.queryPort] },
          { type: 'PLAYOUT', protocol: 'MOS', vendor: 'E2E Vendor', host: '127.0.0.1', mosId, ports },
        );
        assert.deepEqual(created.spec.profiles, [0, 1, 2]);
        assert.deepEqual(created.spec.channels, ['PGM', 'PVW']);
        assert.deepEqual(created.spec.charsets, ['UTF-16BE'], 'the text left in a tag input is kept');
        assert.equal(created.followsRundowns, true);

        // ---- the list: address, enabled, and the live state (nothing listens: UNREACHABLE) ----
        const row = `device-row-${id}`;
        await page.getByTestId(row).waitFor();
        assert.equal(await text(page, `device-address-${id}`), `127.0.0.1:${ports.join('/')}`);
        assert.equal(await text(page, `device-enabled-${id}`), 'Yes');
        await eventually(() => page.getByTestId(`device-state-${id}`).getAttribute('data-state'), 'UNREACHABLE', 'the list shows the device unreachable', 15000);
        await shot(page, 'devices-list-unreachable');

        // ---- the same name and MOS ID again: 409 ----
        await page.getByTestId('device-register').click();
        await fillDevice(page, { name, host: '127.0.0.1', mosId, ports });
        await page.getByTestId('device-save').click();
        await eventually(() => page.getByTestId('device-form-error').getAttribute('data-conflict'), 'duplicate', 'a taken name or MOS ID');
        assert.equal(await text(page, 'device-form-error'), 'Another device already has this name or MOS ID.');
        await page.getByTestId('device-cancel').click();
        await page.waitForURL((url) => url.pathname === '/admin/devices');

        // ---- edit: someone else saves first (stale revision), reload, edit again ----
        await page.getByTestId(`device-edit-${id}`).click();
        await page.waitForURL(`**/admin/devices/${id}`);
        await page.getByTestId('device-form').waitFor();
        assert.equal(await page.getByTestId('device-field-name').inputValue(), name);
        assert.equal(await page.getByTestId('device-panel-state').getAttribute('data-state'), 'UNREACHABLE');
        assert.match(await text(page, 'device-last-error'), /127\.0\.0\.1/, 'the last error is shown');
        await page.getByTestId('device-field-vendor').fill('Mine');
        const { revision, spec } = await call(admin, 'GET', `/api/devices/${id}`);
        await call(admin, 'PUT', `/api/devices/${id}`, { ...spec, vendor: 'Theirs', revision });
        await page.getByTestId('device-save').click();
        await eventually(() => page.getByTestId('device-form-error').getAttribute('data-conflict'), 'stale', 'a stale revision');
        await page.getByTestId('device-reload').click();
        assert.equal(await page.getByTestId('device-field-vendor').inputValue(), 'Theirs', 'the current version is loaded');

        await page.getByTestId('device-field-type').selectOption('CG');
        await page.getByTestId('device-profile-4').check();
        await page.getByTestId('device-template-add').click();
        await page.getByTestId('device-template-0-name').fill('Lower third');
        for (const field of ['name', 'role']) {
          await page.getByTestId('device-template-0-fields-input').fill(field);
          await page.getByTestId('device-template-0-fields-input').press('Enter');
        }
        await page.locator('[data-testid=device-field-channels] .tag-remove').first().click();
        await shot(page, 'devices-edit-form');
        await page.getByTestId('device-save').click();
        await page.waitForURL((url) => url.pathname === '/admin/devices');
        assert.equal(await page.getByTestId('devices-notice').getAttribute('data-notice'), 'saved');
        const edited = await call(admin, 'GET', `/api/devices/${id}`);
        assert.equal(edited.spec.type, 'CG');
        assert.equal(edited.spec.vendor, 'Theirs');
        assert.deepEqual(edited.spec.profiles, [0, 1, 2, 4]);
        assert.deepEqual(edited.spec.channels, ['PVW']);
        assert.deepEqual(edited.spec.templates, [{ id: 1, name: 'Lower third', fields: ['name', 'role'] }]);
        assert.equal(edited.revision, revision + 2, 'one save of theirs, one of ours');
        await eventually(() => text(page, `device-type-${id}`), 'CG', 'the list shows the new type');

        // ---- the producer: no device administration; device integration on the rundown ----
        await uiLogin(producer, 'producer', 'producer');
        assert.equal(await producer.getByTestId('menu-devices').count(), 0, 'no Devices menu entry for the producer');
        await producer.goto('/admin/devices');
        await producer.waitForURL('**/home');
        await openRundown(producer);
        await uiLogin(editor, 'editor', 'editor');
        await openRundown(editor);
        assert.equal(await editor.getByTestId('device-integration').count(), 0, 'no switch for a reader');
        const toggle = producer.getByTestId('device-integration');
        assert.equal(await toggle.isChecked(), false);
        assert.equal(await producer.getByTestId('device-unreachable').count(), 0, 'no notice while integration is off');
        assert.equal(await producer.getByTestId('device-send-again').count(), 0);
        await toggle.check();
        await eventually(async () => (await ensureRundown(producerToken)).deviceIntegration, true, 'REST: integration is on');
        const notice = producer.getByTestId('device-unreachable');
        await notice.waitFor({ timeout: 10000 });
        assert.match(await notice.textContent(), new RegExp(`Device unreachable: .*${name}`));
        assert.ok((await notice.getAttribute('data-devices')).split(',').includes(String(id)));
        // A reader's screen follows live: the same notice, without the device calls.
        await editor.getByTestId('device-unreachable').waitFor({ timeout: 10000 });
        assert.match(await editor.getByTestId('device-unreachable').textContent(), new RegExp(name));
        assert.equal(await editor.getByTestId('device-send-again').count(), 0, 'no device calls for a reader');
        // "Send again" to a device that is down answers at once: the running order waits for it, and the
        // rundown says the device is unreachable.
        await producer.getByTestId('device-send-again').click();
        await eventually(() => producer.getByTestId('rundown-error').getAttribute('data-code'), 'deviceUnreachable', '"Send again" to an unreachable device', 5000);
        await shot(producer, 'devices-rundown-unreachable');
        // roReadyToAir cannot reach the device: the rundown says so.
        await producer.getByTestId('device-ready').click();
        await eventually(() => producer.getByTestId('rundown-error').getAttribute('data-code'), 'deviceUnreachable', '"Ready to air" to an unreachable device', 5000);
        assert.equal(await text(producer, 'rundown-error').then((t) => t.startsWith('Device unreachable.')), true);
        await shot(producer, 'devices-rundown-ready-unreachable');

        await toggle.uncheck();
        await eventually(async () => (await ensureRundown(producerToken)).deviceIntegration, false, 'REST: integration is off');
        await notice.waitFor({ state: 'detached', timeout: 5000 });
        assert.equal(await producer.getByTestId('device-bar').count(), 0, 'no device bar while integration is off');
        await editor.getByTestId('device-bar').waitFor({ state: 'detached', timeout: 5000 });

        // ---- admin deletes the device (confirmed) ----
        await page.getByTestId(`device-edit-${id}`).click();
        await page.getByTestId('device-form').waitFor();
        await shot(page, 'devices-edit-cg');
        await page.getByTestId('device-delete').click();
        await page.waitForURL((url) => url.pathname === '/admin/devices');
        assert.equal(await page.getByTestId('devices-notice').getAttribute('data-notice'), 'deleted');
        await page.getByTestId(row).waitFor({ state: 'detached' });
        assert.equal(await deviceNamed(admin, name), undefined, 'REST: the device is gone');
      } finally {
        await cleanUp(admin, producerToken, rundown.id, name);
        await actx.close();
        await pctx.close();
        await ectx.close();
      }
    },
  },
  {
    name: 'browser: media — a rundown reader opens the media list from the menu (read only, by device)',
    async fn({ browser }) {
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      try {
        await uiLogin(page, 'viewer', 'viewer');
        assert.equal(await page.getByTestId('menu-devices').count(), 0, 'no Devices menu entry for a viewer');
        await page.getByTestId('menu-media').click();
        await page.getByTestId('media-page').waitFor();
        await page.locator('[data-testid=media-empty], [data-testid=media-table]').first().waitFor();
        assert.equal(await page.getByTestId('media-device').inputValue(), '', 'every device at first');
        await shot(page, 'devices-media');
      } finally {
        await ctx.close();
      }
    },
  },
];
