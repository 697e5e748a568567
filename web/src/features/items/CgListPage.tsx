/**
 * `/rundown/:date/:programId/cg` (rundown read): the CG list (web.md section 2, "cg list") — every graphic of
 * the rundown's stories in show order, with its template and values, editable in place by story writers.
 * It follows the rundown live (the grid's own query and topic), so a value changed in a story editor shows
 * here at once, and a date change moves the page to the rundown's new address.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { cgActionValues, type DeviceId, type RundownId, type StoryId, type StoryItem } from '@newsroom/api';
import { errorCodeOf, errorFieldsOf } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { isDeviceUnreachable } from '../devices/deviceErrors';
import { useDeviceStatusQuery, useSendCgMutation } from '../devices/devicesApi';
import { useRundownQuery } from '../rundown/rundownApi';
import { useFollowDate } from '../rundown/useFollowDate';
import { cgRows } from './items';
import { CgItemEditor } from './ItemsPanel';
import { ITEM_COMMANDS, useItemCtrlMutation, useRemoveItemMutation } from './itemsApi';
import './items.css';

export function CgListPage() {
  const { t } = useTranslation('items');
  const { date = '', programId = '' } = useParams();
  const { data: rundown, error, isLoading } = useRundownQuery({ date, programId: Number(programId) });
  useFollowDate({ date, programId: Number(programId) }, rundown);
  const { data: devices = [] } = useDeviceStatusQuery();
  const { data: me } = useMeQuery();
  const canEdit = hasRole(me?.roles, ROLES.storyWrite);
  const canControl = hasRole(me?.roles, ROLES.rundownWrite);
  const [remove] = useRemoveItemMutation();
  if (isLoading) return <Spinner />;
  if (error || !rundown) return <ErrorMessage code={errorCodeOf(error)} />;
  const rows = cgRows(rundown);
  const deviceName = (id: DeviceId) => devices.find((d) => d.id === id)?.name ?? `#${id}`;
  const protocolOf = (id: DeviceId) => devices.find((d) => d.id === id)?.protocol;
  return (
    <section className="cg-list" data-testid="cg-list">
      <header className="devices-heading">
        <h1>{t('list.title', { program: rundown.programName, date: rundown.date })}</h1>
        <Link to={`/rundown/${date}/${programId}`}>{t('list.back')}</Link>
      </header>
      {rows.length === 0 ? (
        <p className="items-empty" data-testid="cg-list-empty">{t('list.none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('list.page')}</th>
              <th>{t('list.story')}</th>
              <th>{t('list.graphic')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ block, story, item }) => (
              <tr key={item.id} data-testid="cg-row" data-story={story.id}>
                <td>{story.page || '–'}</td>
                <td>
                  <Link to={`/rundown/${date}/${programId}/${story.blockId}/stories/${story.id}`}>{story.slug}</Link>
                  <div className="item-device">{block}</div>
                </td>
                <td>
                  <ul className="item-list">
                    <CgItemEditor storyId={story.id as StoryId} item={item} device={deviceName(item.deviceId)} canEdit={canEdit}
                      onRemove={() => void remove({ id: story.id as StoryId, itemId: item.id, kind: 'CG' })} />
                  </ul>
                  {canControl && protocolOf(item.deviceId) === 'MOS' && <ItemControls rundownId={rundown.id} item={item} />}
                  {canControl && (protocolOf(item.deviceId) === 'II' || protocolOf(item.deviceId) === 'WS') && <CgControls item={item} storyId={story.id as StoryId} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Cue, take and stop a graphic on its MOS device (roCtrl); the device's refusal or absence is shown. */
function ItemControls({ rundownId, item }: { rundownId: RundownId; item: StoryItem }) {
  const { t } = useTranslation('items');
  const [ctrl, state] = useItemCtrlMutation();
  return (
    <div className="item-ctrl" data-testid="item-ctrl">
      {ITEM_COMMANDS.map((command) => (
        <button key={command} type="button" disabled={state.isLoading} data-testid={`ctrl-${command}`} onClick={() => void ctrl({ rundownId, itemId: item.id, command })}>
          {t(`ctrl.${command}`)}
        </button>
      ))}
      {state.isSuccess && <span className="muted" data-testid="ctrl-done">{t('ctrl.done', { device: state.data.device })}</span>}
      {state.error && (
        <ErrorMessage code={isDeviceUnreachable(state.error) ? 'deviceUnreachable' : errorCodeOf(state.error)} fields={errorFieldsOf(state.error)} onDismiss={state.reset} testId="ctrl-error" />
      )}
    </div>
  );
}

/** Cue, take and clear a graphic on an II or WS character generator (`POST /api/devices/{id}/cg`). */
function CgControls({ item, storyId }: { item: StoryItem; storyId: StoryId }) {
  const { t } = useTranslation('items');
  const [send, state] = useSendCgMutation();
  return (
    <div className="item-ctrl" data-testid="cg-ctrl">
      {cgActionValues.map((action) => (
        <button key={action} type="button" disabled={state.isLoading} data-testid={`cg-${action}`}
          onClick={() => void send({ deviceId: item.deviceId, command: { action, templateId: item.templateId ?? undefined, fields: item.fields, storyId } })}>
          {t(`cgCtrl.${action}`)}
        </button>
      ))}
      {state.isSuccess && <span className="muted" data-testid="ctrl-done">{t('ctrl.done', { device: state.data.device })}</span>}
      {state.error && (
        <ErrorMessage code={isDeviceUnreachable(state.error) ? 'deviceUnreachable' : errorCodeOf(state.error)} fields={errorFieldsOf(state.error)} onDismiss={state.reset} testId="ctrl-error" />
      )}
    </div>
  );
}
