// Self-test of peer.mjs without the newsroom: a second MosConnection plays the NCS (isNCS true), the
// peer is spawned against it, and every message the newsroom will rely on is sent both ways.
// Run with `npm test` (node's test runner; exits non-zero on any failure). MOS_SELFTEST_ECHO=1 copies
// every line the peer prints to stderr.

import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import mosConnector from '@mos-connection/connector'

const { MosConnection, ConnectionConfig, getMosTypes, IMOSAckStatus } = mosConnector
const t = getMosTypes(false)
const s = (v) => t.mosString128.create(v)
const PEER = fileURLToPath(new URL('./peer.mjs', import.meta.url))
const NCS_ID = 'selftest.ncs'
const PEER_ID = 'selftest.peer.mos'
const WAIT_MS = 15000

/** Distinct free TCP ports: listen on 0 (all of them at once), note the ports, close. */
async function freePorts(n) {
  const servers = await Promise.all(
    Array.from({ length: n }, async () => {
      const srv = createServer()
      srv.listen(0)
      await once(srv, 'listening')
      return srv
    }),
  )
  const ports = servers.map((srv) => srv.address().port)
  await Promise.all(servers.map((srv) => new Promise((r) => srv.close(r))))
  return ports
}

/** Resolves with the first item of `list` (now or later) that matches; `notify` wakes the waiters. */
class Inbox {
  constructor(name) {
    this.name = name
    this.items = []
    this.waiters = new Set()
  }
  push(item) {
    this.items.push(item)
    for (const w of this.waiters) w()
  }
  waitFor(pred, what, ms = WAIT_MS) {
    return new Promise((resolve, reject) => {
      const check = () => {
        const hit = this.items.find(pred)
        if (hit === undefined) return false
        this.waiters.delete(check)
        clearTimeout(timer)
        resolve(hit)
        return true
      }
      const timer = setTimeout(() => {
        this.waiters.delete(check)
        const recent = this.items.slice(-8).map((x) => JSON.stringify(x).slice(0, 300))
        reject(new Error(`${this.name}: no ${what} within ${ms} ms; last items:\n  ${recent.join('\n  ')}`))
      }, ms)
      if (!check()) this.waiters.add(check)
    })
  }
}

/** peer.mjs as a child process: JSON lines out, JSON commands in. */
class Peer {
  constructor(args) {
    this.events = new Inbox('peer')
    this.stderr = []
    this.nextId = 1
    this.child = spawn(process.execPath, [PEER, ...args], { stdio: ['pipe', 'pipe', 'pipe'] })
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      if (process.env.MOS_SELFTEST_ECHO) process.stderr.write(`peer> ${line}\n`)
      try {
        this.events.push(JSON.parse(line))
      } catch {
        this.events.push({ event: 'non-json', line })
      }
    })
    createInterface({ input: this.child.stderr }).on('line', (line) => this.stderr.push(line))
    this.exited = once(this.child, 'exit').then(([code, signal]) => ({ code, signal }))
  }
  event(name, pred = () => true) {
    return this.events.waitFor((e) => e.event === name && pred(e), `"${name}" event`)
  }
  async command(cmd) {
    const id = this.nextId++
    this.child.stdin.write(JSON.stringify({ id, ...cmd }) + '\n')
    return this.events.waitFor((e) => e.event === 'reply' && e.id === id, `reply to ${cmd.cmd} (id ${id})`)
  }
  async ok(cmd) {
    const reply = await this.command(cmd)
    assert.equal(reply.ok, true, `${cmd.cmd} failed: ${reply.error}`)
    return reply
  }
  kill() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL')
  }
}

/** The NCS: a MosConnection with isNCS true that records what the MOS device sends it. */
async function startNcs(ports) {
  const inbox = new Inbox('ncs')
  const mos = new MosConnection(
    new ConnectionConfig({
      mosID: NCS_ID,
      acceptsConnections: true,
      isNCS: true,
      openRelay: false,
      strict: false,
      ports,
      profiles: { 0: true, 1: true, 2: true, 3: true, 4: true },
    }),
  )
  mos.on('error', () => {}) // heartbeat noise before the peer listens
  mos.on('warning', () => {})
  await mos.init()
  return { mos, inbox }
}

function recordNcsCallbacks(device, inbox, runningOrders) {
  const ack = (roID) => ({ ID: s(roID), Status: s('OK'), Stories: [] })
  device.onConnectionChange((status) => inbox.push({ event: 'connection', status }))
  device.onRequestMachineInfo(async () => {
    inbox.push({ event: 'reqMachInfo' })
    return {
      manufacturer: s('Selftest'),
      model: s('NCS'),
      hwRev: s('1'),
      swRev: s('1'),
      DOM: s('2024-01-01'),
      SN: s('1'),
      ID: s(NCS_ID),
      time: t.mosTime.create(Date.now()),
      mosRev: s('2.8.5'),
      supportedProfiles: { deviceType: 'NCS', profile0: true, profile1: true, profile2: true, profile4: true },
    }
  })
  device.onMOSObjects(async (objs) => {
    inbox.push({ event: 'mosObj', objs })
    return { ID: objs[0]?.ID ?? s(''), Revision: 0, Status: IMOSAckStatus.ACK, Description: s('') }
  })
  device.onRunningOrderStatus(async (st) => (inbox.push({ event: 'roStatus', st }), ack(st.ID)))
  device.onStoryStatus(async (st) => (inbox.push({ event: 'storyStatus', st }), ack(st.RunningOrderId)))
  device.onItemStatus(async (st) => (inbox.push({ event: 'itemStatus', st }), ack(st.RunningOrderId)))
  device.onRequestRunningOrder(async (roID) => {
    inbox.push({ event: 'roReq', roID })
    return runningOrders.get(String(roID)) ?? null
  })
  device.onRequestAllRunningOrders(async () => {
    inbox.push({ event: 'roReqAll' })
    return [...runningOrders.values()]
  })
  // Library quirk (4.1.1): routeData passes mosItemReplace.ID and .itemID, which do not exist, so
  // roID and storyID arrive undefined here.
  device.onItemReplace(async (roID, storyID, item) => {
    inbox.push({ event: 'mosItemReplace', roID, storyID, item })
    return ack(roID ?? '')
  })
}

const item = (itemID, objID) => ({
  ID: s(itemID),
  Slug: s(`${itemID} slug`),
  ObjectID: s(objID),
  MOSID: PEER_ID,
  EditorialStart: 0,
  EditorialDuration: 645,
  UserTimingDuration: 310,
  Trigger: 'CHAINED',
})
const story = (storyID, slug, items = []) => ({ ID: s(storyID), Slug: s(slug), Number: s('A1'), Items: items })
const RO1 = {
  ID: s('RO1'),
  Slug: s('5PM RUNDOWN'),
  EditorialStart: t.mosTime.create('2024-01-01T17:00:00,000Z'),
  EditorialDuration: t.mosDuration.create('0:58:25'),
  Stories: [story('S1', 'HOTEL FIRE', [item('I1', 'M000123')]), story('S2', 'WEATHER')],
}
const storyIds = (ro) => ro.Stories.map((x) => x.ID)

describe('peer.mjs against a mos-connection NCS', () => {
  let ncs
  let device // the NCS's MosDevice for the peer
  let peer
  let peerPorts
  const ncsRunningOrders = new Map([['RO1', RO1]])

  before(async () => {
    const [nl, nu, nq, pl, pu, pq] = await freePorts(6)
    ncs = await startNcs({ lower: nl, upper: nu, query: nq })
    peer = new Peer([
      '--mos-id', PEER_ID, '--lower', String(pl), '--upper', String(pu), '--query', String(pq),
      '--ncs-host', '127.0.0.1', '--ncs-id', NCS_ID,
      '--ncs-lower', String(nl), '--ncs-upper', String(nu), '--ncs-query', String(nq),
    ])
    const ready = await peer.event('ready')
    peerPorts = ready.data.ports
    assert.deepEqual(peerPorts, { lower: pl, upper: pu, query: pq })
    device = await ncs.mos.connect({
      primary: { id: PEER_ID, host: '127.0.0.1', ports: peerPorts, dontUseQueryPort: true },
    })
    recordNcsCallbacks(device, ncs.inbox, ncsRunningOrders)
  })

  after(async () => {
    peer?.kill()
    await ncs?.mos.dispose()
  })

  it('connects: heartbeats both ways on the lower and upper ports', async () => {
    await peer.event('connected')
    await ncs.inbox.waitFor((e) => e.event === 'connection' && e.status.PrimaryConnected, 'NCS connected')
    await peer.event('heartbeat', (e) => e.port === 'lower')
    await peer.event('heartbeat', (e) => e.port === 'upper')
  })

  it('answers reqMachInfo from the NCS with listMachInfo (lower port)', async () => {
    const info = await device.requestMachineInfo()
    assert.equal(t.mosString128.stringify(info.ID), PEER_ID)
    assert.equal(t.mosString128.stringify(info.mosRev), '2.8.5')
    assert.equal(info.supportedProfiles.deviceType, 'MOS')
    assert.equal(info.supportedProfiles.profile4, true)
    const ev = await peer.event('reqMachInfo')
    assert.equal(ev.port, 'lower')
  })

  it('receives roCreate (upper port) with the running order and its stories', async () => {
    const ack = await device.sendCreateRunningOrder(RO1)
    assert.equal(t.mosString128.stringify(ack.Status), 'OK')
    const ev = await peer.event('roCreate')
    assert.equal(ev.callback, 'onCreateRunningOrder')
    assert.equal(ev.port, 'upper')
    assert.equal(ev.plain.ID, 'RO1')
    assert.equal(ev.plain.Slug, '5PM RUNDOWN')
    assert.deepEqual(storyIds(ev.plain), ['S1', 'S2'])
    assert.equal(ev.plain.Stories[0].Items[0].ObjectID, 'M000123')
    assert.equal(ev.data.ID._mosString128, 'RO1', 'data keeps the library shape')
    assert.deepEqual(ev.reply, { kind: 'roAck', status: 'OK' })
  })

  it('receives roElementAction INSERT as roInsertStories and applies it', async () => {
    const ack = await device.sendROInsertStories({ RunningOrderID: s('RO1'), StoryID: s('S2') }, [
      story('S3', 'SPORTS', [item('I2', 'M000124')]),
    ])
    assert.equal(t.mosString128.stringify(ack.Status), 'OK')
    const ev = await peer.event('roInsertStories')
    assert.equal(ev.port, 'upper')
    assert.equal(ev.plain.action.RunningOrderID, 'RO1')
    assert.equal(ev.plain.action.StoryID, 'S2')
    assert.deepEqual(storyIds({ Stories: ev.plain.elements }), ['S3'])
    const state = await peer.ok({ cmd: 'state' })
    assert.deepEqual(storyIds(state.plain.runningOrders[0]), ['S1', 'S3', 'S2'])
  })

  it('applies every roElementAction (and mosItemReplace) to its own copy, in MOS order', async () => {
    const ro = 'RO9'
    const A = story('A', 'A', [item('a1', 'M1'), item('a2', 'M2'), item('a3', 'M3')])
    await device.sendCreateRunningOrder({ ID: s(ro), Slug: s('ACTIONS'), Stories: [A, story('B', 'B'), story('C', 'C'), story('D', 'D')] })
    const S = (storyID) => ({ RunningOrderID: s(ro), StoryID: s(storyID) })
    const I = (storyID, itemID) => ({ RunningOrderID: s(ro), StoryID: s(storyID), ItemID: s(itemID) })
    const order = async () => {
      const st = await peer.ok({ cmd: 'state' })
      const r = st.plain.runningOrders.find((x) => x.ID === ro)
      return { stories: storyIds(r).join(','), itemsOfA: r.Stories.find((x) => x.ID === 'A').Items.map((i) => i.ID).join(',') }
    }
    const steps = [
      ['insert story at the end', () => device.sendROInsertStories(S(''), [story('E', 'E')]), 'A,B,C,D,E', 'a1,a2,a3'],
      ['replace story C by two', () => device.sendROReplaceStories(S('C'), [story('C2', 'C2'), story('C3', 'C3')]), 'A,B,C2,C3,D,E', 'a1,a2,a3'],
      ['move E,B before A', () => device.sendROMoveStories(S('A'), [s('E'), s('B')]), 'E,B,A,C2,C3,D', 'a1,a2,a3'],
      ['swap A and D', () => device.sendROSwapStories({ RunningOrderID: s(ro) }, s('A'), s('D')), 'E,B,D,C2,C3,A', 'a1,a2,a3'],
      ['delete C2', () => device.sendRODeleteStories({ RunningOrderID: s(ro) }, [s('C2')]), 'E,B,D,C3,A', 'a1,a2,a3'],
      ['move E to the end', () => device.sendROMoveStories(S(''), [s('E')]), 'B,D,C3,A,E', 'a1,a2,a3'],
      ['insert item a0 before a1', () => device.sendROInsertItems(I('A', 'a1'), [item('a0', 'M0')]), 'B,D,C3,A,E', 'a0,a1,a2,a3'],
      ['replace item a2', () => device.sendROReplaceItems(I('A', 'a2'), [item('a2x', 'M2')]), 'B,D,C3,A,E', 'a0,a1,a2x,a3'],
      ['move item a3 before a0', () => device.sendROMoveItems(I('A', 'a0'), [s('a3')]), 'B,D,C3,A,E', 'a3,a0,a1,a2x'],
      ['swap items a0 and a2x', () => device.sendROSwapItems(S('A'), s('a0'), s('a2x')), 'B,D,C3,A,E', 'a3,a2x,a1,a0'],
      ['delete item a1', () => device.sendRODeleteItems(S('A'), [s('a1')]), 'B,D,C3,A,E', 'a3,a2x,a0'],
      ['mosItemReplace a0', () => device.sendItemReplace({ roID: s(ro), storyID: s('A'), item: { ...item('a0', 'M9') } }), 'B,D,C3,A,E', 'a3,a2x,a0'],
    ]
    for (const [what, send, stories, itemsOfA] of steps) {
      const ack = await send()
      assert.equal(t.mosString128.stringify(ack.Status), 'OK', what)
      assert.deepEqual(await order(), { stories, itemsOfA }, what)
    }
    const back = await device.sendRequestRunningOrder(s(ro))
    assert.deepEqual(back.Stories.map((x) => t.mosString128.stringify(x.ID)), ['B', 'D', 'C3', 'A', 'E'])
    const a0 = back.Stories[3].Items[2]
    assert.equal(t.mosString128.stringify(a0.ObjectID), 'M9')
    for (const e of ['roInsertStories', 'roReplaceStories', 'roMoveStories', 'roSwapStories', 'roDeleteStories',
      'roInsertItems', 'roReplaceItems', 'roMoveItems', 'roSwapItems', 'roDeleteItems', 'mosItemReplace']) {
      assert.equal((await peer.event(e)).port, 'upper', e)
    }
    await device.sendDeleteRunningOrder(s(ro))
  })

  it('answers roReq from the NCS with its own copy of the running order', async () => {
    const ro = await device.sendRequestRunningOrder(s('RO1'))
    assert.deepEqual(ro.Stories.map((x) => t.mosString128.stringify(x.ID)), ['S1', 'S3', 'S2'])
  })

  it('refuses an action on an unknown running order with roAck NACK', async () => {
    // The library resolves (does not throw) on an roAck whose roStatus is not OK.
    const ack = await device.sendRODeleteStories({ RunningOrderID: s('NOPE') }, [s('S1')])
    assert.equal(t.mosString128.stringify(ack.Status), 'NACK')
    const ev = await peer.event('roDeleteStories', (e) => e.plain.action.RunningOrderID === 'NOPE')
    assert.equal(ev.reply.status, 'NACK')
    assert.match(ev.reply.reason, /unknown running order "NOPE"/)
  })

  it('sendStoryStatus reaches the NCS as roElementStat STORY', async () => {
    const reply = await peer.ok({ cmd: 'sendStoryStatus', roId: 'RO1', storyId: 'S1', status: 'PLAY' })
    assert.equal(reply.plain.Status, 'OK')
    const ev = await ncs.inbox.waitFor((e) => e.event === 'storyStatus', 'roElementStat STORY')
    assert.equal(t.mosString128.stringify(ev.st.RunningOrderId), 'RO1')
    assert.equal(t.mosString128.stringify(ev.st.ID), 'S1')
    assert.equal(ev.st.Status, 'PLAY')
  })

  it('sendItemStatus and sendRunningOrderStatus reach the NCS as roElementStat ITEM and RO', async () => {
    await peer.ok({
      cmd: 'sendItemStatus', roId: 'RO1', storyId: 'S1', itemId: 'I1', objId: 'M000123', channel: 'A', status: 'STOP',
    })
    const item = await ncs.inbox.waitFor((e) => e.event === 'itemStatus', 'roElementStat ITEM')
    assert.equal(t.mosString128.stringify(item.st.ID), 'I1')
    assert.equal(t.mosString128.stringify(item.st.ObjectId), 'M000123')
    assert.equal(t.mosString128.stringify(item.st.Channel), 'A')
    assert.equal(item.st.Status, 'STOP')
    await peer.ok({ cmd: 'sendRunningOrderStatus', roId: 'RO1', status: 'READY' })
    const ro = await ncs.inbox.waitFor((e) => e.event === 'roStatus', 'roElementStat RO')
    assert.equal(t.mosString128.stringify(ro.st.ID), 'RO1')
    assert.equal(ro.st.Status, 'READY')
  })

  it('sendMOSObject reaches the NCS as mosObj, and mosReqObj finds it on the peer', async () => {
    const reply = await peer.ok({
      cmd: 'sendMOSObject', objID: 'M000123', objSlug: 'HOTEL FIRE', objType: 'VIDEO', objTB: 50, objDur: 1500,
      status: 'NEW', objAir: 'READY', objPaths: [{ techDescription: 'MXF', target: '\\\\server\\media\\clip.mxf' }],
    })
    assert.equal(reply.plain.Status, 'ACK')
    const ev = await ncs.inbox.waitFor((e) => e.event === 'mosObj', 'mosObj')
    const obj = ev.objs[0]
    assert.equal(t.mosString128.stringify(obj.ID), 'M000123')
    assert.equal(t.mosString128.stringify(obj.Slug), 'HOTEL FIRE')
    assert.equal(Number(obj.Duration), 1500)
    assert.equal(Number(obj.TimeBase), 50)
    assert.equal(obj.Status, 'NEW')
    const back = await device.sendRequestMOSObject(s('M000123'))
    assert.equal(t.mosString128.stringify(back.Slug), 'HOTEL FIRE')
    assert.equal((await peer.event('mosReqObj')).port, 'lower')
    // An unknown object: the peer answers mosAck NACK, which the library turns into an error.
    await assert.rejects(device.sendRequestMOSObject(s('NOPE')), /unknown object "NOPE"/)
  })

  it('answers mosReqAll with mosAck, then sends mosListAll', async () => {
    const ack = await device.sendRequestAllMOSObjects()
    assert.equal(ack.Status, 'ACK')
    const ev = await ncs.inbox.waitFor((e) => e.event === 'mosObj' && e !== ncs.inbox.items.find((x) => x.event === 'mosObj'), 'mosListAll')
    assert.deepEqual(ev.objs.map((o) => t.mosString128.stringify(o.ID)), ['M000123'])
  })

  it('requestMachineInfo asks the NCS (reqMachInfo) and prints its listMachInfo', async () => {
    const reply = await peer.ok({ cmd: 'requestMachineInfo' })
    assert.equal(reply.plain.ID, NCS_ID)
    assert.equal(reply.plain.supportedProfiles.deviceType, 'NCS')
    await ncs.inbox.waitFor((e) => e.event === 'reqMachInfo', 'reqMachInfo at the NCS')
  })

  it('sendRequestRunningOrder (roReq) and sendRequestAllRunningOrders (roReqAll) get roList / roListAll', async () => {
    const one = await peer.ok({ cmd: 'requestRunningOrder', roId: 'RO1' })
    assert.equal(one.plain.ID, 'RO1')
    assert.deepEqual(storyIds(one.plain), ['S1', 'S2'])
    const all = await peer.ok({ cmd: 'sendRequestAllRunningOrders' })
    assert.deepEqual(all.plain.map((r) => r.ID), ['RO1'])
    const missing = await peer.command({ cmd: 'sendRequestRunningOrder', roId: 'NOPE' })
    assert.equal(missing.ok, false)
  })

  it('sendItemReplace reaches the NCS as mosItemReplace', async () => {
    await peer.ok({ cmd: 'sendItemReplace', roId: 'RO1', storyId: 'S1', itemID: 'I1', objID: 'M000123', itemEdDur: 700 })
    const ev = await ncs.inbox.waitFor((e) => e.event === 'mosItemReplace', 'mosItemReplace')
    assert.equal(t.mosString128.stringify(ev.item.ID), 'I1')
  })

  it('receives roStorySend, roReadyToAir, roMetadataReplace and roDelete', async () => {
    await device.sendRunningOrderStory({
      ID: s('S1'),
      Slug: s('HOTEL FIRE'),
      Number: s('A1'),
      RunningOrderId: s('RO1'),
      Body: [{ Type: 'p', Content: 'Good evening.' }, { Type: 'storyItem', Content: item('I1', 'M000123') }],
    })
    const body = await peer.event('roStorySend')
    assert.equal(body.plain.ID, 'S1')
    assert.equal(body.reply.status, 'OK')
    const air = await device.sendReadyToAir({ ID: s('RO1'), Status: 'READY' })
    assert.equal(t.mosString128.stringify(air.Status), 'OK')
    assert.equal((await peer.event('roReadyToAir')).plain.Status, 'READY')
    await device.sendMetadataReplace({ ID: s('RO1'), Slug: s('5PM RUNDOWN (LATE)') })
    assert.equal((await peer.event('roMetadataReplace')).plain.Slug, '5PM RUNDOWN (LATE)')
    const state = await peer.ok({ cmd: 'state' })
    assert.equal(state.plain.runningOrders[0].Slug, '5PM RUNDOWN (LATE)')
    assert.equal(state.plain.runningOrders[0].Stories.length, 3)
    const del = await device.sendDeleteRunningOrder(s('RO1'))
    assert.equal(t.mosString128.stringify(del.Status), 'OK')
    assert.equal((await peer.event('roDelete', (e) => e.plain === 'RO1')).port, 'upper')
    assert.deepEqual((await peer.ok({ cmd: 'state' })).plain.runningOrders, [])
  })

  it('setAck makes the peer answer with NACK', async () => {
    await peer.ok({ cmd: 'setAck', event: 'roCreate', status: 'NACK' })
    const ack = await device.sendCreateRunningOrder({ ...RO1, ID: s('RO2') })
    assert.equal(t.mosString128.stringify(ack.Status), 'NACK')
    await peer.ok({ cmd: 'setAck', reset: true })
    const ok = await device.sendCreateRunningOrder({ ...RO1, ID: s('RO3') })
    assert.equal(t.mosString128.stringify(ok.Status), 'OK')
  })

  it('quit disposes the connection and exits 0', async () => {
    await peer.ok({ cmd: 'quit' })
    assert.deepEqual(await peer.exited, { code: 0, signal: null })
    assert.deepEqual(peer.events.items.filter((e) => e.event === 'non-json'), [])
  })
})

/**
 * A bare NCS on raw sockets, the way the newsroom will see the library: UTF-16BE <mos> messages on
 * its lower and upper ports. It answers heartbeats, and answers everything else with `answer(msg)`
 * (a string to send back, or null to stay silent).
 */
async function startRawNcs(ports, answer) {
  const seen = new Inbox('raw ncs')
  const sockets = new Set()
  const servers = await Promise.all(
    Object.entries(ports).map(async ([portName, port]) => {
      const srv = createServer((sock) => {
        sockets.add(sock)
        sock.on('close', () => sockets.delete(sock))
        sock.on('error', () => {})
        let pending = Buffer.alloc(0)
        let text = ''
        sock.on('data', (chunk) => {
          pending = Buffer.concat([pending, chunk])
          const even = pending.length - (pending.length % 2)
          text += Buffer.from(pending.subarray(0, even)).swap16().toString('utf16le')
          pending = pending.subarray(even)
          for (let end = text.indexOf('</mos>'); end >= 0; end = text.indexOf('</mos>')) {
            const xml = text.slice(text.indexOf('<mos>'), end + 6)
            text = text.slice(end + 6)
            const messageID = /<messageID>(\d+)<\/messageID>/.exec(xml)?.[1]
            const type = /<\/messageID>\s*<(\w+)/.exec(xml)?.[1]
            const msg = { port: portName, messageID, type, xml }
            seen.push(msg)
            const reply = type === 'heartbeat' ? `<heartbeat><time>2024-01-01T00:00:00,000</time></heartbeat>` : answer(msg)
            if (reply !== null) {
              const out = `<mos><mosID>${PEER_ID}</mosID><ncsID>${NCS_ID}</ncsID><messageID>${messageID}</messageID>${reply}</mos>`
              sock.write(Buffer.from(out, 'utf16le').swap16())
            }
          }
        })
      })
      srv.listen(port, '127.0.0.1')
      await once(srv, 'listening')
      return srv
    }),
  )
  return {
    seen,
    close: async () => {
      for (const sock of sockets) sock.destroy()
      await Promise.all(servers.map((srv) => new Promise((r) => srv.close(r))))
    },
  }
}

describe('library behaviour against a bare NCS (ports, NACKs, time-outs)', () => {
  let raw
  let peer
  let statusCount = 0

  before(async () => {
    const [nl, nu] = await freePorts(2)
    raw = await startRawNcs({ lower: nl, upper: nu }, (msg) => {
      if (msg.type === 'roElementStat') {
        statusCount += 1
        if (msg.xml.includes('element="STORY"')) return null // never answered: time-out
        return '<roAck><roID>RO1</roID><roStatus>NACK</roStatus></roAck>'
      }
      if (msg.type === 'mosObj') {
        return '<mosAck><objID>M1</objID><objRev>1</objRev><status>NACK</status><statusDescription>no room</statusDescription></mosAck>'
      }
      if (msg.type === 'roReq' || msg.type === 'roReqAll') return '<roAck><roID>RO1</roID><roStatus>NACK</roStatus></roAck>'
      return null
    })
    peer = new Peer(['--mos-id', PEER_ID, '--ncs-id', NCS_ID, '--ncs-lower', String(nl), '--ncs-upper', String(nu), '--timeout', '400'])
    await peer.event('connected')
  })

  after(async () => {
    peer?.kill()
    await raw?.close()
  })

  it('sends heartbeats to both ports, status and ro* to the upper port, mosObj to the lower', async () => {
    await raw.seen.waitFor((m) => m.type === 'heartbeat' && m.port === 'lower', 'heartbeat on lower')
    await raw.seen.waitFor((m) => m.type === 'heartbeat' && m.port === 'upper', 'heartbeat on upper')
    await peer.command({ cmd: 'sendItemStatus', roId: 'RO1', storyId: 'S1', itemId: 'I1', status: 'PLAY' })
    await peer.command({ cmd: 'sendMOSObject', objID: 'M1', objSlug: 'CLIP' })
    await peer.command({ cmd: 'sendRequestRunningOrder', roId: 'RO1' })
    const ports = Object.fromEntries(
      raw.seen.items.filter((m) => m.type !== 'heartbeat').map((m) => [m.type, m.port]),
    )
    assert.deepEqual(ports, { roElementStat: 'upper', mosObj: 'lower', roReq: 'upper' })
    assert.match(raw.seen.items[0].xml, /^<mos>\s*<ncsID>selftest\.ncs<\/ncsID>\s*<mosID>selftest\.peer\.mos<\/mosID>/)
  })

  it('resolves an roAck NACK (ok:true, Status NACK), but rejects a mosAck NACK and an roAck to roReq', async () => {
    const item = await peer.command({ cmd: 'sendItemStatus', roId: 'RO1', storyId: 'S1', itemId: 'I1', status: 'STOP' })
    assert.equal(item.ok, true)
    assert.equal(item.plain.Status, 'NACK')
    const obj = await peer.command({ cmd: 'sendMOSObject', objID: 'M1', objSlug: 'CLIP' })
    assert.equal(obj.ok, false)
    assert.equal(obj.error, 'Error in response: no room')
    const ro = await peer.command({ cmd: 'sendRequestRunningOrder', roId: 'RO1' })
    assert.equal(ro.ok, false)
    assert.equal(ro.error, 'Reply: NACK, ID: RO1')
    const all = await peer.command({ cmd: 'sendRequestAllRunningOrders' })
    assert.equal(all.ok, false)
    assert.match(all.error, /Unknown response/)
  })

  it('resends an unanswered message once, with the same messageID, then fails', async () => {
    const before = raw.seen.items.length
    const started = Date.now()
    const reply = await peer.command({ cmd: 'sendStoryStatus', roId: 'RO1', storyId: 'S1', status: 'PLAY' })
    assert.equal(reply.ok, false)
    assert.match(reply.error, /Sent command timed out after \d+ ms/)
    assert.ok(Date.now() - started >= 700, 'two time-outs of 400 ms')
    const sent = raw.seen.items.slice(before).filter((m) => m.type === 'roElementStat')
    assert.equal(sent.length, 2)
    assert.equal(sent[0].messageID, sent[1].messageID)
    assert.ok(statusCount >= 4)
  })
})

describe('peer.mjs lifecycle', () => {
  it('reports the ports it got for port 0 and exits 0 on SIGTERM', async () => {
    const [nl, nu] = await freePorts(2) // nobody listens there: the peer keeps retrying
    const peer = new Peer(['--ncs-lower', String(nl), '--ncs-upper', String(nu)])
    try {
      const ready = await peer.event('ready')
      for (const p of Object.values(ready.data.ports)) assert.ok(p > 0)
      const early = await peer.command({ cmd: 'sendStoryStatus', roId: 'R', storyId: 'S', status: 'PLAY' })
      assert.equal(early.ok, false)
      assert.match(early.error, /not connected/)
      peer.child.kill('SIGTERM')
      assert.deepEqual(await peer.exited, { code: 0, signal: null })
    } finally {
      peer.kill()
    }
  })

  it('exits 0 when stdin closes', async () => {
    const [nl, nu] = await freePorts(2)
    const peer = new Peer(['--ncs-lower', String(nl), '--ncs-upper', String(nu)])
    try {
      await peer.event('ready')
      peer.child.stdin.end()
      assert.deepEqual(await peer.exited, { code: 0, signal: null })
      await peer.event('exit')
    } finally {
      peer.kill()
    }
  })
})
