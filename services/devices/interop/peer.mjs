#!/usr/bin/env node
// A MOS device (playout / MAM / teleprompter) built on Sofie's @mos-connection/connector 4.1.1, for
// the newsroom's interop tests. It listens on its own lower/upper/query ports, connects to the
// newsroom NCS, prints one JSON object per line on stdout for everything it sees, and reads one JSON
// command per line on stdin. The protocol is documented in README.md beside this file.
//
// Layout: options -> output -> the device's memory (running orders, objects) -> incoming messages
// (one handler per library callback) -> commands -> start-up and shutdown.

import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import mosConnector from '@mos-connection/connector'

const { MosConnection, ConnectionConfig, MosModel, getMosTypes, stringifyMosObject, IMOSAckStatus } =
  mosConnector
const LIBRARY_VERSION = createRequire(import.meta.url)('@mos-connection/connector/package.json').version

// The library (and its debug mode) writes with console.log; stdout belongs to the JSON protocol.
console.log = (...args) => console.error(...args)
console.info = (...args) => console.error(...args)

// ---------------------------------------------------------------------------------------------------
// Options: command-line flags, each with an environment variable as fallback.

const OPTIONS = {
  'mos-id': { type: 'string', env: 'MOS_PEER_ID', default: 'interop.peer.mos' },
  lower: { type: 'string', env: 'MOS_PEER_LOWER', default: '0' },
  upper: { type: 'string', env: 'MOS_PEER_UPPER', default: '0' },
  query: { type: 'string', env: 'MOS_PEER_QUERY', default: '0' },
  profiles: { type: 'string', env: 'MOS_PEER_PROFILES', default: '0,1,2,3,4' },
  'ncs-host': { type: 'string', env: 'MOS_NCS_HOST', default: '127.0.0.1' },
  'ncs-lower': { type: 'string', env: 'MOS_NCS_LOWER', default: '10540' },
  'ncs-upper': { type: 'string', env: 'MOS_NCS_UPPER', default: '10541' },
  'ncs-query': { type: 'string', env: 'MOS_NCS_QUERY', default: '10542' },
  'ncs-id': { type: 'string', env: 'MOS_NCS_ID', default: 'newsroom.mos' },
  'use-query-port': { type: 'boolean', env: 'MOS_PEER_USE_QUERY_PORT', default: false },
  'open-relay': { type: 'string', env: 'MOS_PEER_OPEN_RELAY', default: 'true' },
  timeout: { type: 'string', env: 'MOS_PEER_TIMEOUT_MS', default: '' },
  'heartbeat-interval': { type: 'string', env: 'MOS_PEER_HEARTBEAT_MS', default: '' },
  'always-ok': { type: 'boolean', env: 'MOS_PEER_ALWAYS_OK', default: false },
  raw: { type: 'boolean', env: 'MOS_PEER_RAW', default: false },
  debug: { type: 'boolean', env: 'MOS_PEER_DEBUG', default: false },
  help: { type: 'boolean', default: false },
}

function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.entries(OPTIONS).map(([k, o]) => [k, { type: o.type }])),
    strict: true,
  })
  const out = {}
  for (const [key, o] of Object.entries(OPTIONS)) {
    let v = values[key]
    if (v === undefined && o.env && process.env[o.env] !== undefined) {
      v = o.type === 'boolean' ? /^(1|true|yes)$/i.test(process.env[o.env]) : process.env[o.env]
    }
    out[key] = v === undefined ? o.default : v
  }
  return out
}

function port(name, value) {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--${name}: not a port: "${value}"`)
  return n
}

function optionalMs(name, value) {
  if (value === '' || value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name}: not a positive number of ms: "${value}"`)
  return n
}

function profileSet(value) {
  const set = new Set(
    String(value)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  for (const p of set) {
    if (!/^[0-4]$/.test(p)) throw new Error(`--profiles: only 0..4 are implemented by the library, got "${p}"`)
  }
  if (!set.has('0')) throw new Error('--profiles: profile 0 is mandatory')
  return set
}

// ---------------------------------------------------------------------------------------------------
// Output: one JSON object per line on stdout; diagnostics on stderr.

const mosTypes = getMosTypes(false)
const MESSAGE_INTERNALS = new Set(['port', 'strict', 'mosTypes', 'mosID', 'ncsID', '_messageID'])

/** The library's object as JSON: MOS types stay as the library holds them ({"_mosString128": ...}). */
function raw(value) {
  if (value === undefined) return null
  return JSON.parse(
    JSON.stringify(value, function replacer(key, v) {
      if (this instanceof MosModel.MosMessage && MESSAGE_INTERNALS.has(key)) return undefined
      return v
    }) ?? 'null',
  )
}

/** The same with every MOS string, time and duration flattened to the text it has on the wire. */
function plain(value) {
  const r = raw(value)
  return r !== null && typeof r === 'object' ? stringifyMosObject(r, false) : r
}

function emit(obj) {
  process.stdout.write(JSON.stringify(obj) + '\n')
}

function warn(message) {
  process.stderr.write(`[peer] ${message}\n`)
}

// ---------------------------------------------------------------------------------------------------
// The device's memory: the running orders the NCS gave it, story bodies, and the objects it owns.

class Refusal extends Error {}

/** An ID as text, whatever form the library hands it in (MOS string, plain string, number, empty). */
function id(value) {
  if (value === undefined || value === null) return ''
  if (mosTypes.mosString128.is(value)) return mosTypes.mosString128.stringify(value)
  if (typeof value === 'object') return '' // an empty element parsed to {}
  return String(value)
}

function indexOfId(list, wanted, what) {
  const i = list.findIndex((x) => id(x.ID) === wanted)
  if (i < 0) throw new Refusal(`unknown ${what} "${wanted}"`)
  return i
}

/** Inserts `elements` before the one with ID `before`, or at the end when `before` is empty. */
function insertBefore(list, before, elements, what) {
  const at = before === '' ? list.length : indexOfId(list, before, what)
  list.splice(at, 0, ...elements)
}

function takeOut(list, ids, what) {
  const taken = ids.map((x) => list[indexOfId(list, id(x), what)])
  for (const el of taken) list.splice(list.indexOf(el), 1)
  return taken
}

function swap(list, a, b, what) {
  const i = indexOfId(list, id(a), what)
  const j = indexOfId(list, id(b), what)
  ;[list[i], list[j]] = [list[j], list[i]]
}

class Memory {
  constructor() {
    /** roID -> IMOSRunningOrder, in the shape the library parsed it */
    this.ros = new Map()
    /** roID -> storyID -> IMOSROFullStory (roStorySend) */
    this.storyBodies = new Map()
    /** roID -> roAir (roReadyToAir) */
    this.readyToAir = new Map()
    /** objID -> IMOSObject: what this device owns (sendMOSObject, mosObjCreate, mosReqObjAction) */
    this.objects = new Map()
    this.nextObjectNumber = 1
  }

  ro(roID) {
    const ro = this.ros.get(id(roID))
    if (!ro) throw new Refusal(`unknown running order "${id(roID)}"`)
    return ro
  }

  story(roID, storyID) {
    const ro = this.ro(roID)
    return ro.Stories[indexOfId(ro.Stories, id(storyID), 'story')]
  }

  items(roID, storyID) {
    const story = this.story(roID, storyID)
    story.Items = story.Items ?? []
    return story.Items
  }

  newObjectId() {
    return `OBJ${String(this.nextObjectNumber++).padStart(6, '0')}`
  }

  snapshot() {
    return {
      runningOrders: [...this.ros.values()],
      storyBodies: Object.fromEntries([...this.storyBodies].map(([ro, m]) => [ro, Object.fromEntries(m)])),
      readyToAir: Object.fromEntries(this.readyToAir),
      objects: [...this.objects.values()],
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Replies, and the overrides the `setAck` command installs.

function roAck(roID, status = 'OK') {
  return { ID: mosTypes.mosString128.create(id(roID)), Status: mosTypes.mosString128.create(status), Stories: [] }
}

function mosAck(objID, ok = true, description = '') {
  return {
    ID: mosTypes.mosString128.create(id(objID)),
    Revision: 0,
    Status: ok ? IMOSAckStatus.ACK : IMOSAckStatus.NACK,
    Description: mosTypes.mosString128.create(description),
  }
}

/** A mosAck NACK thrown from a callback: the library sends a MosMessage thrown at it as the reply. */
function mosNack(objID, description) {
  return new MosModel.MOSAck(mosAck(objID, false, description), false)
}

// ---------------------------------------------------------------------------------------------------
// Incoming messages: every callback the library's MosDevice offers a MOS device, by profile.

function wireDevice(device, ctx, primary) {
  const { memory, config, incoming } = ctx

  // Note the port and messageID of each incoming message, for the events its callback prints, and
  // report heartbeats and messages that no callback took.
  const routeData = device.routeData.bind(device)
  device.routeData = (data, portName) => {
    const mos = data?.mos ?? data
    const store = { port: portName, messageID: mos?.messageID ?? null, handled: false, mos }
    return incoming.run(store, async () => {
      if (mos?.heartbeat !== undefined) {
        emit({ event: 'heartbeat', port: portName, messageID: store.messageID, data: mos.heartbeat })
      }
      const reply = await routeData(data, portName)
      if (!store.handled && mos?.heartbeat === undefined) {
        const keys = Object.keys(mos ?? {}).filter((k) => !['ncsID', 'mosID', 'messageID'].includes(k))
        emit({ event: 'unhandled', port: portName, messageID: store.messageID, message: keys, data: mos })
        warn(`no callback took <${keys.join(', ')}>; the library answers mosAck NACK "Unsupported function"`)
      }
      return reply
    })
  }

  /**
   * Runs one callback: works out the reply, applies a `setAck` override, prints the event, waits a
   * configured delay, and answers. `work` returns {reply, summary} or throws a Refusal.
   */
  async function handle(event, callback, data, kind, key, work) {
    const store = incoming.getStore() ?? {}
    store.handled = true
    let outcome
    try {
      outcome = work()
    } catch (e) {
      if (!(e instanceof Refusal)) throw e
      warn(`${event}: ${e.message}`)
      outcome = refuse(kind, key, config.alwaysOk ? null : e.message)
    }
    const override = ctx.acks.get(event) ?? ctx.acks.get('*')
    if (override?.status) outcome = applyOverride(kind, key, override.status, outcome)
    emit({
      event,
      callback,
      port: store.port ?? null,
      messageID: store.messageID ?? null,
      data: raw(data),
      plain: plain(data),
      reply: outcome.summary,
    })
    if (override?.delayMs) await new Promise((r) => setTimeout(r, override.delayMs))
    if (outcome.throw) throw outcome.throw
    return outcome.reply
  }

  function refuse(kind, key, reason) {
    // --always-ok: acknowledge what the memory refused (a roList or mosObj cannot be made up).
    if (reason === null && kind === 'roAck')
      return { reply: roAck(key), summary: { kind, status: 'OK', note: 'always-ok' } }
    if (reason === null && kind === 'mosAck')
      return { reply: mosAck(key), summary: { kind, status: 'ACK', note: 'always-ok' } }
    reason = reason ?? 'not found'
    if (kind === 'roAck') return { reply: roAck(key, 'NACK'), summary: { kind, status: 'NACK', reason } }
    if (kind === 'mosAck')
      return { reply: mosAck(key, false, reason), summary: { kind, status: 'NACK', reason } }
    if (kind === 'roList') return { reply: null, summary: { kind: 'roAck', status: 'NACK', reason } }
    return { throw: mosNack(key, reason), summary: { kind: 'mosAck', status: 'NACK', reason } }
  }

  function applyOverride(kind, key, status, outcome) {
    const ok = status === 'OK' || status === 'ACK'
    if (kind === 'roAck') return { reply: roAck(key, status), summary: { kind, status, note: 'setAck' } }
    if (kind === 'mosAck')
      return { reply: mosAck(key, ok, ok ? '' : status), summary: { kind, status: ok ? 'ACK' : 'NACK', note: 'setAck' } }
    if (ok) return outcome
    if (kind === 'roList') return { reply: null, summary: { kind: 'roAck', status: 'NACK', note: 'setAck' } }
    return { throw: mosNack(key, status), summary: { kind: 'mosAck', status: 'NACK', note: 'setAck' } }
  }

  const ok = (kind, key, extra = {}) => ({
    reply: kind === 'roAck' ? roAck(key) : mosAck(key),
    summary: { kind, status: kind === 'roAck' ? 'OK' : 'ACK', ...extra },
  })

  // Profile 0 --------------------------------------------------------------------------------------
  device.onRequestMachineInfo(() =>
    handle('reqMachInfo', 'onRequestMachineInfo', null, 'listMachInfo', '', () => ({
      reply: machineInfo(config),
      summary: { kind: 'listMachInfo' },
    })),
  )
  if (primary) device.onConnectionChange((status) => ctx.onConnectionChange(status))

  // Profile 1 --------------------------------------------------------------------------------------
  if (config.profiles.has('1')) {
    device.onRequestMOSObject((objID) =>
      handle('mosReqObj', 'onRequestMOSObject', objID, 'mosObj', objID, () => {
        const obj = memory.objects.get(id(objID))
        if (!obj) throw new Refusal(`unknown object "${id(objID)}"`)
        return { reply: obj, summary: { kind: 'mosObj' } }
      }),
    )
    device.onRequestAllMOSObjects(() =>
      handle('mosReqAll', 'onRequestAllMOSObjects', null, 'mosListAll', '', () => ({
        reply: [...memory.objects.values()],
        summary: { kind: 'mosAck', status: 'ACK', then: 'mosListAll', objects: memory.objects.size },
      })),
    )
    device.onMOSObjects((objs) =>
      handle('mosObj', 'onMOSObjects', objs, 'mosAck', objs?.[0]?.ID, () => ok('mosAck', objs?.[0]?.ID)),
    )
  }

  // Profile 2 --------------------------------------------------------------------------------------
  if (config.profiles.has('2')) {
    device.onCreateRunningOrder((ro) =>
      handle('roCreate', 'onCreateRunningOrder', ro, 'roAck', ro.ID, () => {
        memory.ros.set(id(ro.ID), ro)
        memory.storyBodies.delete(id(ro.ID))
        return ok('roAck', ro.ID)
      }),
    )
    device.onReplaceRunningOrder((ro) =>
      handle('roReplace', 'onReplaceRunningOrder', ro, 'roAck', ro.ID, () => {
        memory.ros.set(id(ro.ID), ro)
        return ok('roAck', ro.ID)
      }),
    )
    device.onDeleteRunningOrder((roID) =>
      handle('roDelete', 'onDeleteRunningOrder', roID, 'roAck', roID, () => {
        memory.ro(roID)
        memory.ros.delete(id(roID))
        memory.storyBodies.delete(id(roID))
        memory.readyToAir.delete(id(roID))
        return ok('roAck', roID)
      }),
    )
    device.onRequestRunningOrder((roID) =>
      handle('roReq', 'onRequestRunningOrder', roID, 'roList', roID, () => ({
        reply: memory.ro(roID),
        summary: { kind: 'roList' },
      })),
    )
    device.onMetadataReplace((meta) =>
      handle('roMetadataReplace', 'onMetadataReplace', meta, 'roAck', meta.ID, () => {
        const old = memory.ro(meta.ID)
        memory.ros.set(id(meta.ID), { ...meta, Stories: old.Stories })
        return ok('roAck', meta.ID)
      }),
    )
    device.onRunningOrderStatus((s) =>
      handle('roStatus', 'onRunningOrderStatus', s, 'roAck', s.ID, () => ok('roAck', s.ID)),
    )
    device.onStoryStatus((s) =>
      handle('storyStatus', 'onStoryStatus', s, 'roAck', s.RunningOrderId, () => ok('roAck', s.RunningOrderId)),
    )
    device.onItemStatus((s) =>
      handle('itemStatus', 'onItemStatus', s, 'roAck', s.RunningOrderId, () => ok('roAck', s.RunningOrderId)),
    )
    device.onReadyToAir((a) =>
      handle('roReadyToAir', 'onReadyToAir', a, 'roAck', a.ID, () => {
        memory.ro(a.ID)
        memory.readyToAir.set(id(a.ID), a.Status)
        return ok('roAck', a.ID)
      }),
    )
    const roAction = (event, callback, apply) => (action, ...rest) =>
      handle(event, callback, actionData(action, rest), 'roAck', action.RunningOrderID, () => {
        apply(action, ...rest)
        return ok('roAck', action.RunningOrderID)
      })
    device.onROInsertStories(
      roAction('roInsertStories', 'onROInsertStories', (a, stories) =>
        insertBefore(memory.ro(a.RunningOrderID).Stories, id(a.StoryID), stories, 'story'),
      ),
    )
    device.onROInsertItems(
      roAction('roInsertItems', 'onROInsertItems', (a, items) =>
        insertBefore(memory.items(a.RunningOrderID, a.StoryID), id(a.ItemID), items, 'item'),
      ),
    )
    device.onROReplaceStories(
      roAction('roReplaceStories', 'onROReplaceStories', (a, stories) => {
        const list = memory.ro(a.RunningOrderID).Stories
        list.splice(indexOfId(list, id(a.StoryID), 'story'), 1, ...stories)
      }),
    )
    device.onROReplaceItems(
      roAction('roReplaceItems', 'onROReplaceItems', (a, items) => {
        const list = memory.items(a.RunningOrderID, a.StoryID)
        list.splice(indexOfId(list, id(a.ItemID), 'item'), 1, ...items)
      }),
    )
    device.onROMoveStories(
      roAction('roMoveStories', 'onROMoveStories', (a, storyIDs) => {
        const list = memory.ro(a.RunningOrderID).Stories
        if (id(a.StoryID) !== '') indexOfId(list, id(a.StoryID), 'story')
        if (storyIDs.some((s) => id(s) === id(a.StoryID))) throw new Refusal('a story cannot move before itself')
        insertBefore(list, id(a.StoryID), takeOut(list, storyIDs, 'story'), 'story')
      }),
    )
    device.onROMoveItems(
      roAction('roMoveItems', 'onROMoveItems', (a, itemIDs) => {
        const list = memory.items(a.RunningOrderID, a.StoryID)
        if (id(a.ItemID) !== '') indexOfId(list, id(a.ItemID), 'item')
        if (itemIDs.some((s) => id(s) === id(a.ItemID))) throw new Refusal('an item cannot move before itself')
        insertBefore(list, id(a.ItemID), takeOut(list, itemIDs, 'item'), 'item')
      }),
    )
    device.onRODeleteStories(
      roAction('roDeleteStories', 'onRODeleteStories', (a, storyIDs) =>
        takeOut(memory.ro(a.RunningOrderID).Stories, storyIDs, 'story'),
      ),
    )
    device.onRODeleteItems(
      roAction('roDeleteItems', 'onRODeleteItems', (a, itemIDs) =>
        takeOut(memory.items(a.RunningOrderID, a.StoryID), itemIDs, 'item'),
      ),
    )
    device.onROSwapStories(
      roAction('roSwapStories', 'onROSwapStories', (a, s0, s1) =>
        swap(memory.ro(a.RunningOrderID).Stories, s0, s1, 'story'),
      ),
    )
    device.onROSwapItems(
      roAction('roSwapItems', 'onROSwapItems', (a, i0, i1) =>
        swap(memory.items(a.RunningOrderID, a.StoryID), i0, i1, 'item'),
      ),
    )
  }

  // Profile 3 --------------------------------------------------------------------------------------
  if (config.profiles.has('3')) {
    device.onObjectCreate((obj) =>
      handle('mosObjCreate', 'onObjectCreate', obj, 'mosAck', '', () => {
        const objID = id(obj.ID) || memory.newObjectId()
        memory.objects.set(objID, { ...obj, ID: mosTypes.mosString128.create(objID) })
        return ok('mosAck', objID, { objID })
      }),
    )
    device.onItemReplace((roID, storyID, item) => {
      // Library quirk (4.1.1): it passes mosItemReplace.ID and .itemID, which do not exist, so roID
      // and storyID arrive undefined; take them from the message itself.
      const msg = incoming.getStore()?.mos?.mosItemReplace ?? {}
      roID = roID ?? msg.roID
      storyID = storyID ?? msg.storyID
      return handle('mosItemReplace', 'onItemReplace', { roID, storyID, item }, 'roAck', roID, () => {
        const list = memory.items(roID, storyID)
        list.splice(indexOfId(list, id(item.ID), 'item'), 1, item)
        return ok('roAck', roID)
      })
    })
    device.onRequestSearchableSchema((username) =>
      handle('mosReqSearchableSchema', 'onRequestSearchableSchema', username, 'schema', '', () => ({
        reply: { username, mosSchema: 'http://localhost/interop-peer/schema.xsd' },
        summary: { kind: 'mosListSearchableSchema' },
      })),
    )
    device.onRequestObjectList((req) =>
      handle('mosReqObjList', 'onRequestObjectList', req, 'mosObjList', '', () => {
        const list = [...memory.objects.values()]
        return {
          reply: {
            username: req.username,
            queryID: id(req.queryID),
            listReturnStart: list.length ? 1 : 0,
            listReturnEnd: list.length,
            listReturnTotal: list.length,
            list,
          },
          summary: { kind: 'mosObjList', objects: list.length },
        }
      }),
    )
    device.onRequestObjectActionNew((obj) =>
      handle('mosReqObjActionNew', 'onRequestObjectActionNew', obj, 'mosAck', '', () => {
        const objID = id(obj.ID) || memory.newObjectId()
        memory.objects.set(objID, { ...obj, ID: mosTypes.mosString128.create(objID) })
        return ok('mosAck', objID, { objID })
      }),
    )
    device.onRequestObjectActionUpdate((objID, obj) =>
      handle('mosReqObjActionUpdate', 'onRequestObjectActionUpdate', { objID, obj }, 'mosAck', objID, () => {
        if (!memory.objects.has(id(objID))) throw new Refusal(`unknown object "${id(objID)}"`)
        memory.objects.set(id(objID), { ...obj, ID: mosTypes.mosString128.create(id(objID)) })
        return ok('mosAck', objID)
      }),
    )
    device.onRequestObjectActionDelete((objID) =>
      handle('mosReqObjActionDelete', 'onRequestObjectActionDelete', objID, 'mosAck', objID, () => {
        if (!memory.objects.delete(id(objID))) throw new Refusal(`unknown object "${id(objID)}"`)
        return ok('mosAck', objID)
      }),
    )
  }

  // Profile 4 --------------------------------------------------------------------------------------
  if (config.profiles.has('4')) {
    device.onRequestAllRunningOrders(() =>
      handle('roReqAll', 'onRequestAllRunningOrders', null, 'roListAll', '', () => ({
        reply: [...memory.ros.values()],
        summary: { kind: 'roListAll', runningOrders: memory.ros.size },
      })),
    )
    device.onRunningOrderStory((story) =>
      handle('roStorySend', 'onRunningOrderStory', story, 'roAck', story.RunningOrderId, () => {
        memory.ro(story.RunningOrderId)
        const roID = id(story.RunningOrderId)
        if (!memory.storyBodies.has(roID)) memory.storyBodies.set(roID, new Map())
        memory.storyBodies.get(roID).set(id(story.ID), story)
        return ok('roAck', story.RunningOrderId)
      }),
    )
  }
}

/** The arguments of an roElementAction callback as one object, named as in the library's d.ts. */
function actionData(action, rest) {
  if (rest.length === 2) return { action, id0: rest[0], id1: rest[1] } // swaps
  return { action, elements: rest[0] }
}

function machineInfo(config) {
  const p = config.profiles
  return {
    manufacturer: mosTypes.mosString128.create('Newsroom interop'),
    model: mosTypes.mosString128.create('mos-connection peer'),
    hwRev: mosTypes.mosString128.create('1.0'),
    swRev: mosTypes.mosString128.create(`@mos-connection/connector ${LIBRARY_VERSION}`),
    DOM: mosTypes.mosString128.create('2024-01-01T00:00:00'),
    SN: mosTypes.mosString128.create(`peer-${process.pid}`),
    ID: mosTypes.mosString128.create(config.mosID),
    time: mosTypes.mosTime.create(Date.now()),
    opTime: mosTypes.mosTime.create(config.startedAt),
    mosRev: mosTypes.mosString128.create('2.8.5'),
    supportedProfiles: {
      deviceType: 'MOS',
      profile0: true,
      profile1: p.has('1'),
      profile2: p.has('2'),
      profile3: p.has('3'),
      profile4: p.has('4'),
      profile5: false,
      profile6: false,
      profile7: false,
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Commands from stdin.

const s128 = (v) => mosTypes.mosString128.create(v === undefined || v === null ? '' : String(v))
const optS128 = (v) => (v === undefined || v === null ? undefined : s128(v))

function need(cmd, ...names) {
  for (const n of names) {
    if (cmd[n] === undefined || cmd[n] === null || cmd[n] === '') throw new Error(`"${cmd.cmd}" needs "${n}"`)
  }
}

/** IMOSObject from MOS field names (objID, objSlug, objType, objTB, objDur, ...). */
function mosObjectFrom(cmd) {
  need(cmd, 'objSlug')
  const paths = (cmd.objPaths ?? []).map((p) => ({
    Type: p.type ?? 'PATH',
    Description: p.techDescription ?? p.description ?? '',
    Target: p.target,
  }))
  return {
    ID: optS128(cmd.objID),
    Slug: s128(cmd.objSlug),
    MosAbstract: cmd.mosAbstract,
    Group: cmd.objGroup,
    Type: cmd.objType ?? cmd.type ?? 'VIDEO',
    TimeBase: Number(cmd.objTB ?? 50),
    Revision: cmd.objRev === undefined ? 1 : Number(cmd.objRev),
    Duration: Number(cmd.objDur ?? 0),
    Status: cmd.status ?? 'NEW',
    AirStatus: cmd.objAir ?? 'READY',
    Paths: paths.length ? paths : undefined,
    CreatedBy: s128(cmd.createdBy ?? 'interop-peer'),
    Created: mosTypes.mosTime.create(cmd.created ?? Date.now()),
    ChangedBy: optS128(cmd.changedBy),
    Changed: cmd.changed === undefined ? undefined : mosTypes.mosTime.create(cmd.changed),
    Description: cmd.description,
  }
}

/** IMOSItem from MOS field names (itemID, objID, mosID, itemSlug, itemEdDur, ...). */
function mosItemFrom(cmd, config) {
  need(cmd, 'itemID', 'objID')
  const num = (v) => (v === undefined ? undefined : Number(v))
  return {
    ID: s128(cmd.itemID),
    Slug: optS128(cmd.itemSlug),
    ObjectSlug: optS128(cmd.objSlug),
    ObjectID: s128(cmd.objID),
    MOSID: cmd.mosID ?? config.mosID,
    mosAbstract: cmd.mosAbstract,
    Channel: optS128(cmd.itemChannel),
    EditorialStart: num(cmd.itemEdStart),
    EditorialDuration: num(cmd.itemEdDur),
    UserTimingDuration: num(cmd.itemUserTimingDur),
    Trigger: cmd.itemTrigger,
  }
}

function commands(ctx) {
  const device = () => {
    if (!ctx.device) throw new Error('no MOS device yet')
    return ctx.device
  }
  const status = (cmd) => {
    need(cmd, 'status')
    return cmd.status
  }
  const time = (cmd) => mosTypes.mosTime.create(cmd.time ?? Date.now())
  return {
    // roElementStat element="STORY" (upper port). The library stamps <time> itself: `time` is ignored.
    sendStoryStatus: (cmd) => {
      need(cmd, 'roId', 'storyId')
      return device().sendStoryStatus({
        RunningOrderId: s128(cmd.roId),
        ID: s128(cmd.storyId),
        Status: status(cmd),
        Time: time(cmd),
      })
    },
    // roElementStat element="ITEM" (upper port).
    sendItemStatus: (cmd) => {
      need(cmd, 'roId', 'storyId', 'itemId')
      return device().sendItemStatus({
        RunningOrderId: s128(cmd.roId),
        StoryId: s128(cmd.storyId),
        ID: s128(cmd.itemId),
        ObjectId: optS128(cmd.objId),
        Channel: optS128(cmd.channel),
        Status: status(cmd),
        Time: time(cmd),
      })
    },
    // roElementStat element="RO" (upper port).
    sendRunningOrderStatus: (cmd) => {
      need(cmd, 'roId')
      return device().sendRunningOrderStatus({ ID: s128(cmd.roId), Status: status(cmd), Time: time(cmd) })
    },
    // mosObj (lower port); the object is also kept, so a later mosReqObj / mosReqAll finds it.
    sendMOSObject: async (cmd) => {
      const obj = mosObjectFrom(cmd)
      if (obj.ID) ctx.memory.objects.set(id(obj.ID), obj)
      return device().sendMOSObject(obj)
    },
    // mosItemReplace (upper port, profile 3).
    sendItemReplace: (cmd) => {
      need(cmd, 'roId', 'storyId')
      return device().sendItemReplace({
        roID: s128(cmd.roId),
        storyID: s128(cmd.storyId),
        item: mosItemFrom(cmd, ctx.config),
      })
    },
    // reqMachInfo (lower port) -> listMachInfo.
    requestMachineInfo: () => device().requestMachineInfo(),
    // roReq (upper port) -> roList.
    sendRequestRunningOrder: (cmd) => {
      need(cmd, 'roId')
      return device().sendRequestRunningOrder(s128(cmd.roId))
    },
    // roReqAll (upper port) -> roListAll.
    sendRequestAllRunningOrders: () => device().sendRequestAllRunningOrders(),
    // Local, no message: what the device holds now.
    state: async () => ctx.memory.snapshot(),
    // Local: the connection status as the library reports it.
    status: async () => device().getConnectionStatus(),
    // Local: make the device answer `event` (or every event when absent) with `status`, after
    // `delayMs`; {"cmd":"setAck","reset":true} removes every override.
    setAck: async (cmd) => {
      if (cmd.reset) ctx.acks.clear()
      else ctx.acks.set(cmd.event ?? '*', { status: cmd.status, delayMs: Number(cmd.delayMs ?? 0) })
      return Object.fromEntries(ctx.acks)
    },
    quit: async () => {
      setImmediate(() => shutdown(ctx, 0))
      return null
    },
  }
}
const ALIASES = { requestRunningOrder: 'sendRequestRunningOrder', requestAllRunningOrders: 'sendRequestAllRunningOrders' }

async function runCommand(ctx, table, line) {
  if (!line.trim()) return
  let cmd
  try {
    cmd = JSON.parse(line)
  } catch (e) {
    emit({ event: 'reply', id: null, ok: false, error: `not JSON: ${e.message}` })
    return
  }
  const name = ALIASES[cmd?.cmd] ?? cmd?.cmd
  const fn = Object.hasOwn(table, name) ? table[name] : undefined
  if (!fn) {
    emit({ event: 'reply', id: cmd?.id ?? null, cmd: cmd?.cmd, ok: false, error: `unknown command "${cmd?.cmd}"` })
    return
  }
  try {
    const result = await fn(cmd)
    emit({ event: 'reply', id: cmd.id ?? null, cmd: cmd.cmd, ok: true, data: raw(result), plain: plain(result) })
  } catch (e) {
    let error = String(e?.message ?? e)
    // Before the first heartbeat round succeeds the library says "Unable to failover connection".
    if (ctx.device && !ctx.connected) error = `not connected to the NCS (library: ${error})`
    emit({ event: 'reply', id: cmd.id ?? null, cmd: cmd.cmd, ok: false, error })
  }
}

// ---------------------------------------------------------------------------------------------------
// Start-up and shutdown.

async function shutdown(ctx, code) {
  if (ctx.stopping) return
  ctx.stopping = true
  const force = setTimeout(() => process.exit(code), 3000)
  force.unref()
  try {
    await ctx.mos?.dispose()
  } catch (e) {
    warn(`dispose: ${e?.message ?? e}`)
  }
  emit({ event: 'exit', code })
  process.exit(code)
}

function listeningPorts(mos, fallback) {
  const of = (server, f) => server?._socketServer?.address()?.port ?? f
  return {
    lower: of(mos._lowerSocketServer, fallback.lower),
    upper: of(mos._upperSocketServer, fallback.upper),
    query: of(mos._querySocketServer, fallback.query),
  }
}

async function main() {
  const o = readOptions(process.argv.slice(2))
  if (o.help) {
    process.stderr.write('usage: node peer.mjs [--mos-id ID] [--lower N --upper N --query N] [--ncs-host H]\n' +
      '  [--ncs-lower N --ncs-upper N --ncs-query N] [--ncs-id ID] [--profiles 0,1,2,3,4] [--use-query-port]\n' +
      '  [--open-relay true|false] [--timeout MS] [--heartbeat-interval MS] [--always-ok] [--raw] [--debug]\n' +
      'See README.md for the stdin/stdout protocol.\n')
    return
  }
  const config = {
    mosID: o['mos-id'],
    ports: { lower: port('lower', o.lower), upper: port('upper', o.upper), query: port('query', o.query) },
    profiles: profileSet(o.profiles),
    ncs: {
      id: o['ncs-id'],
      host: o['ncs-host'],
      ports: {
        lower: port('ncs-lower', o['ncs-lower']),
        upper: port('ncs-upper', o['ncs-upper']),
        query: port('ncs-query', o['ncs-query']),
      },
      dontUseQueryPort: !o['use-query-port'],
      timeout: optionalMs('timeout', o.timeout),
      heartbeatInterval: optionalMs('heartbeat-interval', o['heartbeat-interval']),
    },
    openRelay: !/^(0|false|no)$/i.test(o['open-relay']),
    alwaysOk: o['always-ok'],
    startedAt: Date.now(),
  }

  const ctx = {
    config,
    memory: new Memory(),
    acks: new Map(),
    incoming: new AsyncLocalStorage(),
    device: null,
    mos: null,
    connected: false,
    stopping: false,
    onConnectionChange(status) {
      const now = Boolean(status.PrimaryConnected)
      if (now !== ctx.connected) {
        ctx.connected = now
        emit({ event: now ? 'connected' : 'disconnected', data: status })
      }
    },
  }

  process.on('SIGTERM', () => shutdown(ctx, 0))
  process.on('SIGINT', () => shutdown(ctx, 0))
  process.on('unhandledRejection', (e) => warn(`unhandled rejection: ${e?.stack ?? e}`))

  const mos = new MosConnection(
    new ConnectionConfig({
      mosID: config.mosID,
      acceptsConnections: true,
      openRelay: config.openRelay,
      isNCS: false,
      strict: false,
      debug: o.debug,
      ports: config.ports,
      profiles: Object.fromEntries(['0', '1', '2', '3', '4'].map((p) => [p, config.profiles.has(p)])),
    }),
  )
  ctx.mos = mos
  mos.on('error', (e) => warn(`error: ${e?.message ?? e}`))
  mos.on('warning', (e) => warn(`warning: ${e}`))
  if (o.debug) mos.on('info', (e) => warn(`info: ${e}`))
  if (o.raw) mos.on('rawMessage', (source, type, message) => emit({ event: 'raw', source, type, message }))

  // Every device the connection registers gets the callbacks: ours from connect(), and any that the
  // open relay creates for a message whose ncsID is not --ncs-id.
  let wired = 0
  mos.onConnection((device) => {
    const primary = wired++ === 0 // connect() below registers the first one
    wireDevice(device, ctx, primary)
    if (!primary) {
      emit({ event: 'relayDevice', data: { id: device.idPrimary, host: device.primaryHost } })
    }
  })

  await mos.init()
  const listening = listeningPorts(mos, config.ports)
  emit({ event: 'ready', data: { mosID: config.mosID, ports: listening, ncs: config.ncs, profiles: [...config.profiles] } })

  const table = commands(ctx)
  let queue = Promise.resolve()
  const rl = createInterface({ input: process.stdin, terminal: false })
  rl.on('line', (line) => {
    // One command at a time, in order: replies come back in the order the commands went in.
    queue = queue.then(() => runCommand(ctx, table, line))
  })
  rl.on('close', () => queue.then(() => shutdown(ctx, 0)))

  ctx.device = await mos.connect({
    primary: {
      id: config.ncs.id,
      host: config.ncs.host,
      ports: config.ncs.ports,
      dontUseQueryPort: config.ncs.dontUseQueryPort,
      timeout: config.ncs.timeout,
      heartbeatInterval: config.ncs.heartbeatInterval,
    },
  })
}

main().catch((e) => {
  warn(`fatal: ${e?.stack ?? e}`)
  emit({ event: 'fatal', error: String(e?.message ?? e) })
  process.exit(1)
})
