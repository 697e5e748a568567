// The websocket contract with the real @stomp/stompjs client in node (ws as the WebSocket):
// CONNECT with the login token as passcode, SUBSCRIBE with a receipt, one MESSAGE per change.
import assert from 'node:assert/strict';
import { Client, Versions } from '@stomp/stompjs';
import WebSocket from 'ws';
import { BASE_URL, PROGRAM_ID, WS_URL, call, ensureStory, isoOf, isoSeconds, login, today } from './lib.mjs';

function stompClient(passcode) {
  const frames = [];
  const client = new Client({
    webSocketFactory: () => new WebSocket(WS_URL, Versions.default.protocolVersions()),
    connectHeaders: { passcode },
    reconnectDelay: 0,
    heartbeatIncoming: 10000,
    heartbeatOutgoing: 10000,
    debug: () => {},
  });
  return { client, frames };
}

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

function withTimeout(promise, ms, what) {
  return Promise.race([promise, wait(ms).then(() => { throw new Error(`timed out: ${what}`); })]);
}

export const stompTests = [
  {
    name: 'STOMP: a PATCH gives exactly one MESSAGE with the story and the timing',
    async fn() {
      const token = await login('producer', 'producer');
      const { rundown, story } = await ensureStory(token);
      const { client } = stompClient(token);
      const messages = [];
      const subscribed = new Promise((resolve, reject) => {
        client.onConnect = () => {
          const receipt = `r-${Date.now()}`;
          client.watchForReceipt(receipt, () => resolve());
          client.subscribe(`/topic/rundowns/${rundown.id}`, (m) => messages.push(m), { receipt });
        };
        client.onStompError = (f) => reject(new Error(`ERROR frame: ${f.headers.message} ${f.body}`));
        client.onWebSocketError = () => reject(new Error(`websocket error on ${WS_URL}`));
      });
      client.activate();
      try {
        await withTimeout(subscribed, 5000, 'CONNECTED + RECEIPT of the SUBSCRIBE');
        const before = (await call(token, 'GET', `/api/rundowns?date=${rundown.date}&programId=${rundown.programId}`)).revision;
        const value = isoOf((isoSeconds(story.estimated) % 3000) + 7);
        const patched = await call(token, 'PATCH', `/api/stories/${story.id}`, { field: 'estimated', value });
        assert.equal(patched.estimated, value, 'the PATCH answers the changed story');
        await wait(1500);
        assert.equal(messages.length, 1, `one MESSAGE for one change (got ${messages.length})`);
        const msg = messages[0];
        assert.match(msg.headers['content-type'] ?? 'application/json', /json/);
        const body = JSON.parse(msg.body);
        assert.equal(body.rundownId, rundown.id);
        assert.equal(body.revision, before + 1, 'revision is the one before + 1');
        assert.equal(body.entity, 'story');
        assert.equal(body.event, 'updated');
        assert.equal(body.data.id, story.id);
        assert.equal(body.data.estimated, value);
        assert.ok(body.timing?.rundown?.fullEstimated, 'timing.rundown.fullEstimated');
        assert.ok(body.timing.stories?.[String(story.id)]?.total, 'timing.stories[id].total');
        assert.ok(body.timing.blocks?.[String(story.blockId)], 'timing.blocks[blockId]');
        await call(token, 'PATCH', `/api/stories/${story.id}`, { field: 'estimated', value: story.estimated });
      } finally {
        await client.deactivate();
      }
    },
  },
  {
    name: 'STOMP: a story move answers the moved story and gives exactly one `moved` MESSAGE; a block of another rundown is refused',
    async fn() {
      const token = await login('producer', 'producer');
      const { rundown, story } = await ensureStory(token);
      const fromIndex = rundown.blocks.findIndex((b) => b.id === story.blockId);
      const from = rundown.blocks[fromIndex];
      const to = rundown.blocks[fromIndex + 1]; // there is always one after a normal block: the standby block
      const { client } = stompClient(token);
      const messages = [];
      const subscribed = new Promise((resolve, reject) => {
        client.onConnect = () => {
          client.watchForReceipt('move-sub', () => resolve());
          client.subscribe(`/topic/rundowns/${rundown.id}`, (m) => messages.push(JSON.parse(m.body)), { receipt: 'move-sub' });
        };
        client.onStompError = (f) => reject(new Error(`ERROR frame: ${f.headers.message} ${f.body}`));
      });
      client.activate();
      const get = () => call(token, 'GET', `/api/rundowns?date=${rundown.date}&programId=${rundown.programId}`);
      let moved = false;
      try {
        await withTimeout(subscribed, 5000, 'CONNECTED + RECEIPT of the SUBSCRIBE');
        const before = (await get()).revision;
        // A position past the end is clamped to the end of the target block.
        const answer = await call(token, 'POST', `/api/stories/${story.id}/move`, { blockId: to.id, position: 999 });
        moved = true;
        assert.equal(answer.id, story.id);
        assert.equal(answer.blockId, to.id, 'the answer has the new block');
        assert.equal(answer.position, to.stories.length, 'the answer has the clamped position');
        assert.ok(answer.timing?.total, 'the answer has the timing');
        await wait(1500);
        assert.equal(messages.length, 1, `one MESSAGE for one move (got ${messages.length})`);
        const [msg] = messages;
        assert.deepEqual([msg.entity, msg.event, msg.rundownId, msg.revision], ['story', 'moved', rundown.id, before + 1]);
        assert.deepEqual([msg.data.id, msg.data.blockId, msg.data.position], [story.id, to.id, to.stories.length]);
        for (const b of [from.id, to.id]) assert.ok(msg.timing.blocks?.[String(b)], `timing.blocks[${b}]`);
        assert.ok(msg.timing.stories?.[String(story.id)], 'timing.stories[id]');
        const after = await get();
        assert.deepEqual(after.blocks.find((b) => b.id === to.id).stories.map((s) => s.id), [...to.stories.map((s) => s.id), story.id]);
        assert.ok(!after.blocks.find((b) => b.id === from.id).stories.some((s) => s.id === story.id), 'out of its old block');

        // A block of another rundown: 422 validation on blockId, nothing moves, no message.
        const programs = await call(token, 'GET', '/api/programs');
        const other = programs.find((p) => p.id !== PROGRAM_ID);
        if (other) {
          const q = `date=${today()}&programId=${other.id}`;
          const { status } = await call(token, 'GET', `/api/rundowns/exists?${q}`);
          if (status === 'CAN_CREATE') await call(token, 'POST', '/api/rundowns', { date: today(), programId: other.id, templateId: null });
          const foreign = await call(token, 'GET', `/api/rundowns?${q}`);
          const res = await fetch(`${BASE_URL}/api/stories/${story.id}/move`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ blockId: foreign.blocks[0].id, position: 0 }),
          });
          const body = await res.json();
          assert.equal(res.status, 422);
          assert.equal(body.code, 'validation');
          assert.ok(body.fields?.blockId, 'the error names blockId');
          await wait(800);
          assert.equal(messages.length, 1, 'no MESSAGE for a refused move');
          assert.equal((await get()).revision, before + 1);
        }
      } finally {
        if (moved) await call(token, 'POST', `/api/stories/${story.id}/move`, { blockId: from.id, position: story.position }).catch(() => {});
        await client.deactivate();
      }
    },
  },
  {
    name: 'STOMP: CONNECT with a bad passcode gets an ERROR frame',
    async fn() {
      const { client } = stompClient('not-a-token');
      const outcome = new Promise((resolve) => {
        client.onConnect = () => resolve('CONNECTED');
        client.onStompError = (f) => resolve(`ERROR:${f.headers.message ?? ''}`);
        client.onWebSocketClose = () => setTimeout(() => resolve('closed without ERROR'), 300);
      });
      client.activate();
      try {
        const got = await withTimeout(outcome, 5000, 'an answer to CONNECT');
        assert.match(got, /^ERROR/, `expected an ERROR frame, got ${got}`);
      } finally {
        await client.deactivate();
      }
    },
  },
];
