// MOS from the browser: Sofie's npm MOS library (services/devices/interop/peer.mjs) runs as a playout
// device against the newsroom under test (scripts/e2e.sh puts Newsroom's MOS ports on MOS_NCS_LOWER /
// MOS_NCS_UPPER). The producer turns device integration on in the rundown header, adds a story, moves it
// and deletes it with the grid's buttons; the peer must receive roCreate, roInsertStories, a move (or a
// swap, for a move by one place) and roDeleteStories. Its roElementStat PLAY must put the story on air
// in the producer's grid.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { call, ensureRundown, eventually, login, newContext, openRundown, shot, uiLogin } from './lib.mjs';

const PEER = fileURLToPath(new URL('../../services/devices/interop/peer.mjs', import.meta.url));

/** The npm peer as a child process: its JSON events, and commands on stdin. */
function startPeer(mosId) {
  const child = spawn(process.execPath, [PEER, '--mos-id', mosId, '--ncs-host', '127.0.0.1', '--ncs-lower', process.env.MOS_NCS_LOWER,
    '--ncs-upper', process.env.MOS_NCS_UPPER, '--ncs-id', process.env.MOS_NCS_ID ?? 'newsroom.ncs', '--timeout', '3000'], { stdio: ['pipe', 'pipe', 'ignore'] });
  const events = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      events.push(JSON.parse(line));
    } catch {
      // not an event line
    }
  });
  let next = 1;
  return {
    events,
    child,
    /** The first event named `name` that `pred` accepts, waiting up to 20 s. */
    async expect(name, pred = () => true) {
      return eventually(() => events.find((e) => e.event === name && pred(e)) ?? null, (e) => e !== null, `the peer's ${name}`, 20_000);
    },
    async command(cmd) {
      const id = next++;
      child.stdin.write(`${JSON.stringify({ ...cmd, id })}\n`);
      return this.expect('reply', (e) => e.id === id);
    },
    stop() {
      child.kill();
    },
  };
}

export const mosPeerTests = process.env.MOS_NCS_LOWER
  ? [
      {
        name: 'browser: MOS — integration on, add, move and delete in the grid reach Sofie\'s npm peer; its PLAY puts the story on air',
        async fn({ browser }) {
          const admin = await login('admin', 'admin');
          const producer = await login('producer', 'producer');
          const rundown = await ensureRundown(producer);
          const mosId = `play.e2e${Date.now()}.mos`;
          const peer = startPeer(mosId);
          const ctx = await newContext(browser);
          let device;
          try {
            const ready = await peer.expect('ready');
            const { ports } = ready.data;
            device = await call(admin, 'POST', '/api/devices', {
              name: `E2E playout ${Date.now()}`, type: 'PLAYOUT', protocol: 'MOS', vendor: 'Sofie', host: '127.0.0.1', mosId,
              lowerPort: ports.lower, upperPort: ports.upper, queryPort: ports.query, profiles: [0, 1, 2, 4], enabled: true,
            });
            await peer.expect('connected');
            await eventually(
              async () => (await call(producer, 'GET', '/api/devices/status')).find((d) => d.id === device.id)?.state,
              'CONNECTED',
              'Newsroom connected to the peer',
            );
            const page = await ctx.newPage();
            await uiLogin(page, 'producer', 'producer');
            await openRundown(page);
            if (!rundown.deviceIntegration) await page.getByTestId('device-integration').check();
            const create = await peer.expect('roCreate', (e) => e.plain?.ID === String(rundown.id));
            const aired = rundown.blocks.filter((b) => !b.standBy).flatMap((b) => b.stories.map((s) => String(s.id)));
            assert.deepEqual(create.plain.Stories.map((s) => s.ID), aired, 'the running order is the rundown');

            // Add a story at the end of block A with the block's + button.
            const blockA = rundown.blocks[0];
            await page.getByTestId(`block-add-story-${blockA.id}`).click();
            const after = await eventually(() => ensureRundown(producer), (r) => r.blocks[0].stories.length === blockA.stories.length + 1, 'the story added');
            const added = after.blocks[0].stories.at(-1);
            const inserted = await peer.expect('roInsertStories', (e) => e.plain?.elements?.[0]?.ID === String(added.id));
            assert.equal(inserted.plain.elements[0].Slug, added.slug);

            // One place up: it trades places with its neighbour (roElementAction SWAP).
            await page.getByTestId(`story-up-${added.id}`).click();
            const swapped = await peer.expect('roSwapStories');
            assert.ok([swapped.plain.id0, swapped.plain.id1].includes(String(added.id)), JSON.stringify(swapped.plain));

            // Delete it (the grid asks first).
            page.once('dialog', (d) => d.accept());
            await page.getByTestId(`story-delete-${added.id}`).click();
            await peer.expect('roDeleteStories', (e) => JSON.stringify(e.plain).includes(String(added.id)));

            // The playout plays the first story: the producer's grid shows it on air.
            const first = rundown.blocks[0].stories[0];
            const reply = await peer.command({ cmd: 'sendStoryStatus', roId: String(rundown.id), storyId: String(first.id), status: 'PLAY' });
            assert.equal(reply.ok, true, JSON.stringify(reply));
            await eventually(() => page.getByTestId(`story-row-${first.id}`).getAttribute('data-display-status'), 'PLAY', 'the story on air in the grid');
            await shot(page, 'mos-peer-play');
          } finally {
            await ctx.close();
            const now = await ensureRundown(producer).catch(() => null);
            if (now) {
              if (now.displayStatus !== 'BLANK') await call(producer, 'PUT', `/api/rundowns/${now.id}/display_status`, { status: 'BLANK' }).catch(() => {});
              if (now.deviceIntegration) await call(producer, 'PUT', `/api/rundowns/${now.id}/device/disable`).catch(() => {});
            }
            if (device) await call(admin, 'DELETE', `/api/devices/${device.id}`).catch(() => {});
            peer.stop();
          }
        },
      },
    ]
  : [];
