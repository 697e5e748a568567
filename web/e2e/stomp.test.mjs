// The websocket contract with the real @stomp/stompjs client in node (ws as the WebSocket):
// CONNECT with the login token as passcode, SUBSCRIBE with a receipt, one MESSAGE per change.
import assert from 'node:assert/strict';
import { Client, Versions } from '@stomp/stompjs';
import WebSocket from 'ws';
import { WS_URL, call, ensureStory, isoOf, isoSeconds, login } from './lib.mjs';

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
