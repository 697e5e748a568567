/**
 * Devices (gateway/src/routes/devices/{registry, media, graphics, rundown}.rs, docs/mos.md): the registry
 * with each device's connection state (administrators), the devices' states for the rundown screen, the
 * media MOS devices announced, and the device calls on a rundown. Connection states change without any
 * message: the screens poll (5 s).
 */
import { api } from '../../shared/api/baseApi';
import type { CgAction, CgCommandIn, CgSent, CreditsSent, Device, DeviceAck, DeviceId, DeviceIn, DeviceStatus, Media, RundownDeviceAction, RundownId } from '@newsroom/api';
import { beginOptimistic, unlessLive } from '../rundown/rundownApi';
import type { RundownDeviceCall } from './deviceChoices';

/**
 * The body of `POST /api/devices/{id}/cg`: the document's `CgCommandIn`, whose `action` it leaves a plain
 * string, held to the `CgAction` the answer (`CgSent.action`) names.
 */
export type CgCommand = CgCommandIn & { action: CgAction };

/** How often connection states are read again. */
export const STATUS_POLL_MS = 5000;

/**
 * How long a device call may take. `ready` waits for every device's roAck, and a message to an
 * unreachable device waits in its queue: past this the screen says the device is unreachable.
 */
export const DEVICE_ACTION_TIMEOUT_MS = 15_000;

export const devicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    devices: build.query<Device[], void>({
      query: () => '/devices',
      providesTags: ['Devices'],
    }),

    device: build.query<Device, DeviceId>({
      query: (id) => `/devices/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Devices', id }],
    }),

    createDevice: build.mutation<Device, Omit<DeviceIn, 'revision'>>({
      query: (spec) => ({ url: '/devices', method: 'POST', body: { ...spec, revision: 0 } satisfies DeviceIn }),
      invalidatesTags: (_r, error) => (error ? [] : ['Devices', 'DeviceStatus']),
    }),

    /** 409 when `revision` is not the current one, or the name or MOS ID is another device's. */
    updateDevice: build.mutation<Device, { id: DeviceId; input: DeviceIn }>({
      query: ({ id, input }) => ({ url: `/devices/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_r, error) => (error ? [] : ['Devices', 'DeviceStatus']),
    }),

    deleteDevice: build.mutation<void, DeviceId>({
      query: (id) => ({ url: `/devices/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Devices', 'DeviceStatus', 'Media'],
    }),

    deviceStatus: build.query<DeviceStatus[], void>({
      query: () => '/devices/status',
      providesTags: ['DeviceStatus'],
    }),

    /** Every device's media, or one device's. */
    media: build.query<Media[], DeviceId | null>({
      query: (deviceId) => ({ url: '/devices/media', params: deviceId === null ? undefined : { deviceId } }),
      providesTags: ['Media'],
    }),

    /** Asks a MOS device for every object it holds (mosReqAll); they arrive as media once it sends them. */
    requestAllMedia: build.mutation<DeviceAck, DeviceId>({
      query: (id) => ({ url: `/devices/${id}/media/sync`, method: 'POST', timeout: DEVICE_ACTION_TIMEOUT_MS }),
      invalidatesTags: ['Media'],
    }),

    /** Sends the rundown's credits to its program's CG device (409 `no_cg_device` without one, 502 `credits_failed` when it fails). */
    sendCredits: build.mutation<CreditsSent, RundownId>({
      query: (rundownId) => ({ url: `/rundowns/${rundownId}/credits`, method: 'POST', timeout: DEVICE_ACTION_TIMEOUT_MS }),
    }),

    /**
     * Sends a CG template with field values to a CG device (II or WS; docs/devices.md). 422 names the
     * field (`templateId`, `fields.<name>`, `deviceId` for a MOS CG device: its CG items travel in the
     * running order); 503 `device_unreachable` at once when the device is down; 502 `device_refused`.
     */
    sendCg: build.mutation<CgSent, { deviceId: DeviceId; command: CgCommand }>({
      query: ({ deviceId, command }) => ({ url: `/devices/${deviceId}/cg`, method: 'POST', body: command satisfies CgCommandIn, timeout: DEVICE_ACTION_TIMEOUT_MS }),
    }),

    /** Answers how many devices the running order went to. */
    rundownDeviceAction: build.mutation<RundownDeviceAction, { rundownId: RundownId; action: RundownDeviceCall }>({
      query: ({ rundownId, action }) => ({ url: `/rundowns/${rundownId}/device/${action}`, method: 'PUT', timeout: DEVICE_ACTION_TIMEOUT_MS }),
      async onQueryStarted({ rundownId, action }, { dispatch, getState, queryFulfilled }) {
        if (action !== 'enable' && action !== 'disable') return;
        // The switch moves at once; the rundown's `updated` message confirms it (and a failure puts it back).
        const on = action === 'enable';
        const change = beginOptimistic(dispatch, getState, (draft) => {
          if (draft.id === rundownId) draft.deviceIntegration = on;
        });
        try {
          await queryFulfilled;
          change.succeeded((server) => server.id === rundownId && server.deviceIntegration === on);
        } catch {
          change.failed();
        }
      },
      invalidatesTags: (_r, _e, { action }) => (action === 'enable' || action === 'disable' ? [...unlessLive(), 'DeviceStatus'] : []),
    }),
  }),
});

export const {
  useSendCreditsMutation,
  useSendCgMutation,
  useDevicesQuery,
  useDeviceQuery,
  useLazyDeviceQuery,
  useCreateDeviceMutation,
  useUpdateDeviceMutation,
  useDeleteDeviceMutation,
  useDeviceStatusQuery,
  useMediaQuery,
  useRundownDeviceActionMutation,
  useRequestAllMediaMutation,
} = devicesApi;
