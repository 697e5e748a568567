/** The device administration and the media list, loaded on first use (with their stylesheet). */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const DevicesPage = lazy(() => import('./DevicesPage').then((m) => ({ default: m.DevicesPage })));
const DeviceEditor = lazy(() => import('./DeviceEditor').then((m) => ({ default: m.DeviceEditor })));
const MediaPage = lazy(() => import('./MediaPage').then((m) => ({ default: m.MediaPage })));

/** `/admin/devices`, with the form of its child routes beside the list. */
export function LazyDevicesPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <DevicesPage />
    </Suspense>
  );
}

/** `/admin/devices/new` and `/admin/devices/:deviceId`. */
export function LazyDeviceEditor() {
  return (
    <Suspense fallback={<Spinner />}>
      <DeviceEditor />
    </Suspense>
  );
}

/** `/media`. */
export function LazyMediaPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <MediaPage />
    </Suspense>
  );
}
