/**
 * `/rundown/:date/:programId/cg` (rundown read): the CG list (web.md section 2, "cg list") — every graphic of
 * the rundown's stories in show order, with its template and values, editable in place by story writers.
 * It follows the rundown live (the grid's own query and topic), so a value changed in a story editor shows
 * here at once.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { StoryId } from '../../shared/api/types';
import { errorCodeOf } from '../../shared/api/errors';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { useDeviceStatusQuery } from '../devices/devicesApi';
import { useRundownQuery } from '../rundown/rundownApi';
import { cgRows } from './items';
import { CgItemEditor } from './ItemsPanel';
import { useRemoveItemMutation } from './itemsApi';
import './items.css';

export function CgListPage() {
  const { t } = useTranslation('items');
  const { date = '', programId = '' } = useParams();
  const { data: rundown, error, isLoading } = useRundownQuery({ date, programId: Number(programId) });
  const { data: devices = [] } = useDeviceStatusQuery();
  const { data: me } = useMeQuery();
  const canEdit = hasRole(me?.roles, ROLES.storyWrite);
  const [remove] = useRemoveItemMutation();
  if (isLoading) return <Spinner />;
  if (error || !rundown) return <ErrorMessage code={errorCodeOf(error)} />;
  const rows = cgRows(rundown);
  const deviceName = (id: number) => devices.find((d) => d.id === id)?.name ?? `#${id}`;
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
