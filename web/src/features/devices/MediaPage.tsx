/**
 * /media (rundown read): the objects MOS devices announced (mosObj, mosListAll), newest first, for every
 * device or one; read only. Read again every 10 s.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, parseId } from '@newsroom/api';
import type { DeviceId, Media } from '@newsroom/api';
import { formatInstant } from '@newsroom/time';
import { formatSeconds } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { isDeviceUnreachable } from './deviceErrors';
import { useDeviceStatusQuery, useMediaQuery, useRequestAllMediaMutation } from './devicesApi';
import './devices.css';

const MEDIA_POLL_MS = 10_000;

/** A MOS duration in milliseconds as the rundown shows durations (`MM:SS`, `H:MM:SS`), to the second. */
export const formatMediaDuration = (ms: number) => formatSeconds(Math.round(ms / 1000));

export function MediaPage() {
  const { t, i18n } = useTranslation('devices');
  const [deviceId, setDeviceId] = useState<DeviceId | null>(null);
  const { data: devices } = useDeviceStatusQuery();
  const { data: media, error, isLoading, isFetching, refetch } = useMediaQuery(deviceId, { pollingInterval: MEDIA_POLL_MS });
  const { data: me } = useMeQuery();
  const canAsk = hasRole(me?.roles, ROLES.rundownWrite);
  const [askAll, asking] = useRequestAllMediaMutation();
  const nameOf = (id: DeviceId) => devices?.find((d) => d.id === id)?.name ?? t('media.unknownDevice', { id });

  return (
    <section className="devices-page media-page" data-testid="media-page">
      <header className="devices-heading">
        <div>
          <h1>{t('media.title')}</h1>
          <p className="muted">{t('media.intro')}</p>
        </div>
        <div className="heading-tools">
          <label className="toolbar-field">
            <span>{t('media.device')}</span>
            <select value={deviceId ?? ''} onChange={(e) => setDeviceId(parseId<DeviceId>(e.target.value))} data-testid="media-device">
              <option value="">{t('media.allDevices')}</option>
              {devices?.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn" onClick={() => void refetch()} disabled={isFetching} data-testid="media-refresh">
            {t('media.refresh')}
          </button>
          {deviceId !== null && canAsk && devices?.find((d) => d.id === deviceId)?.protocol === 'MOS' && (
            <button type="button" className="btn" onClick={() => void askAll(deviceId)} disabled={asking.isLoading} data-testid="media-ask-all">
              {t('media.askAll')}
            </button>
          )}
        </div>
      </header>
      {asking.isSuccess && <p className="muted" data-testid="media-asked">{t('media.asked', { device: asking.data.device })}</p>}
      {asking.error && <ErrorMessage code={isDeviceUnreachable(asking.error) ? 'deviceUnreachable' : errorCodeOf(asking.error)} onDismiss={asking.reset} testId="media-ask-error" />}
      {isLoading && <Spinner />}
      {!media && error && <ErrorMessage code={errorCodeOf(error)} />}
      {media && media.length === 0 && (
        <p className="panel-empty muted" data-testid="media-empty">
          {t('media.empty')}
        </p>
      )}
      {media && media.length > 0 && (
        <table className="data-table" data-testid="media-table">
          <thead>
            <tr>
              <th>{t('media.columns.slug')}</th>
              <th>{t('media.columns.objId')}</th>
              <th>{t('media.columns.type')}</th>
              <th className="right">{t('media.columns.duration')}</th>
              <th>{t('media.columns.status')}</th>
              <th>{t('media.columns.device')}</th>
              <th>{t('media.columns.paths')}</th>
              <th>{t('media.columns.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {media.map((m) => (
              <MediaRow key={`${m.deviceId}/${m.objId}`} media={m} device={nameOf(m.deviceId)} language={i18n.language} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function MediaRow({ media, device, language }: { media: Media; device: string; language: string }) {
  const { t } = useTranslation('devices');
  const updated = media.updated ? formatInstant(media.updated, language) : null;
  return (
    <tr data-testid={`media-row-${media.objId}`}>
      <td className="name">{media.slug}</td>
      <td className="num">{media.objId}</td>
      <td>{media.objType}</td>
      <td className="num right">{formatMediaDuration(media.durationMs)}</td>
      <td>
        <span className={`media-status ${media.status}`} data-status={media.status}>
          {t(`media.status.${media.status}`, { defaultValue: media.status })}
        </span>
      </td>
      <td>{device}</td>
      <td className="paths">
        {media.paths.map((p) => (
          <code key={p}>{p}</code>
        ))}
      </td>
      <td className="num">{updated ? `${updated.date} ${updated.time}` : ''}</td>
    </tr>
  );
}
