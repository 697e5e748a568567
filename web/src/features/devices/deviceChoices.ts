/**
 * The device choices docs/openapi.json does not give. Its enums (`DeviceType`, `Protocol`,
 * `ConnectionState`, `MediaStatus`, `CgAction`) come from `@newsroom/api` with their generated
 * `...Values` lists (`deviceTypeValues`, `protocolValues`, ...); what is left here is still "a string" in
 * the document: a device's `plugin`, its MOS profiles (integers 0-7) and the `{action}` of
 * `PUT /api/rundowns/{id}/device/{action}`. A value from the server outside a list is shown as it is,
 * never refused.
 */

/** How a MOS device shows its objects in the story editor (`DeviceSpec.plugin`). */
export const DEVICE_PLUGINS = ['activex', 'html', 'none'] as const;
export type DevicePlugin = (typeof DEVICE_PLUGINS)[number];
/** MOS profiles 0-7. */
export const MOS_PROFILES = [0, 1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The `{action}` of `PUT /api/rundowns/{id}/device/{action}` (answered by `RundownDeviceAction`):
 * `enable` / `disable` device integration (the rundown's `deviceIntegration`, which then arrives live),
 * `create` / `replace` send the running order again, `ready` sends roReadyToAir. 503: a device is unreachable.
 */
export type RundownDeviceCall = 'create' | 'replace' | 'ready' | 'enable' | 'disable';

/** Whether `value` is one of `list`: a string of the server narrowed to what a screen knows. */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
