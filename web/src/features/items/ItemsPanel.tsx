import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaStatusValues, parseId, type DeviceId, type Protocol, type Story, type StoryId, type StoryItem } from '@newsroom/api';
import { errorCodeOf, errorFieldsOf } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { useDeviceStatusQuery, useMediaQuery } from '../devices/devicesApi';
import { CgItemRow, CgTemplatePicker, ItemOrder, useCgTemplateChoice, useFirstError } from './CgParts';
import { clock, isoOfClock, matching, mediaVtMs, msOfClock, usedMs } from './items';
import {
  useAddCgMutation,
  useAddMediaMutation,
  useAddPlaceholderMutation,
  useIgnoreMediaMutation,
  useRemoveItemMutation,
  useMoveItemMutation,
  useSetMarksMutation,
  useStoryMediaQuery,
  useSyncMediaMutation,
  useUpdateCgMutation,
} from './itemsApi';
import './items.css';
import { isOneOf } from '../devices/deviceChoices';

interface Props {
  story: Story;
  /** Story write: may add, change and remove items. */
  canEdit: boolean;
}

/**
 * A story's media and graphics (docs/api-design.md "Story items"). Media: the objects of MAM and playout
 * devices with their status (ready, empty, absent), left out of the VT on demand, a placeholder asked of the
 * asset manager, and a sync that reads the devices again. Graphics: a CG device's template with a value
 * per field, each value saved when the field is left.
 */
export function ItemsPanel({ story, canEdit }: Props) {
  const { t } = useTranslation('items');
  const id = story.id as StoryId;
  const items = story.items ?? [];
  const { data: media = [] } = useStoryMediaQuery(id, { skip: !items.some((i) => i.kind === 'MEDIA') });
  const { data: devices = [] } = useDeviceStatusQuery();
  const [remove, removing] = useRemoveItemMutation();
  const [ignore, ignoring] = useIgnoreMediaMutation();
  const [sync, syncing] = useSyncMediaMutation();
  const error = useFirstError([removing, ignoring, syncing]);
  const statusOf = (item: StoryItem) => media.find((m) => m.item.id === item.id)?.status;
  const deviceName = (deviceId: DeviceId) => devices.find((d) => d.id === deviceId)?.name ?? `#${deviceId}`;
  const mediaItems = items.filter((i) => i.kind === 'MEDIA');
  const cgItems = items.filter((i) => i.kind === 'CG');
  const vt = mediaVtMs(items);

  return (
    <section className="side-section items-panel" aria-labelledby="items-title" data-testid="items-panel">
      <h3 id="items-title">{t('media.title')}</h3>
      {mediaItems.length === 0 ? (
        <p className="items-empty">{t('media.none')}</p>
      ) : (
        <ul className="item-list" data-testid="media-items">
          {mediaItems.map((item) => {
            const status = statusOf(item);
            return (
              <li key={item.id} className={item.ignore ? 'item ignored' : 'item'} data-testid="media-item" data-obj={item.objectId}>
                <span className="item-slug" title={item.objectId}>{item.slug || item.objectId}</span>
                <span className="item-len" title={t('media.objectLength', { length: clock(item.durationMs) })}>{clock(usedMs(item))}</span>
                {status && (
                  <span className={`media-status ${status}`} data-testid="media-status" data-status={status} title={status === 'absent' ? t('status.absentHint') : undefined}>
                    {isOneOf(mediaStatusValues, status) ? t(`status.${status}`) : status}
                  </span>
                )}
                {item.placeholder && <span className="item-tag">{t('media.placeholderTag')}</span>}
                <span className="item-device">{deviceName(item.deviceId)}</span>
                <label className="item-ignore">
                  <input type="checkbox" checked={item.ignore} disabled={!canEdit} data-testid="media-ignore"
                    onChange={(e) => void ignore({ id, itemId: item.id, ignore: e.target.checked })} />
                  {t('media.ignore')}
                </label>
                <Marks storyId={id} item={item} canEdit={canEdit} />
                {canEdit && <Order storyId={id} items={items} item={item} />}
                {canEdit && (
                  <button type="button" className="link-button" data-testid="item-remove" onClick={() => void remove({ id, itemId: item.id, kind: 'MEDIA' })}>
                    {t('remove')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {vt !== null && (
        <p className="items-vt" data-testid="media-vt">
          {t('media.vt', { length: clock(vt) })}
          {canEdit && (
            <button type="button" className="link-button" onClick={() => void sync(id)} disabled={syncing.isLoading} data-testid="media-sync">
              {t('media.sync')}
            </button>
          )}
        </p>
      )}
      {canEdit && <AddMedia storyId={id} devices={devices.filter((d) => d.type === 'MAM' || d.type === 'PLAYOUT')} />}

      <h3>{t('cg.title')}</h3>
      {cgItems.length === 0 ? (
        <p className="items-empty">{t('cg.none')}</p>
      ) : (
        <ul className="item-list" data-testid="cg-items">
          {cgItems.map((item) => (
            <CgItemEditor key={item.id} storyId={id} item={item} device={deviceName(item.deviceId)} canEdit={canEdit} onRemove={() => void remove({ id, itemId: item.id, kind: 'CG' })}
              order={canEdit ? <Order storyId={id} items={items} item={item} /> : undefined} />
          ))}
        </ul>
      )}
      {canEdit && <AddCg storyId={id} devices={devices.filter((d) => d.type === 'CG')} />}
      {error && <ErrorMessage code={error.code} fields={error.fields} onDismiss={error.reset} testId="items-error" />}
    </section>
  );
}

type Choice = { id: DeviceId; name: string; protocol: Protocol };

/** Up and down buttons: the item's place among all the story's items. */
function Order({ storyId, items, item }: { storyId: StoryId; items: StoryItem[]; item: StoryItem }) {
  const [move, moving] = useMoveItemMutation();
  const at = items.findIndex((i) => i.id === item.id);
  return <ItemOrder at={at} count={items.length} busy={moving.isLoading} onMove={(position) => void move({ id: storyId, itemId: item.id, position })} />;
}

/** The marks in and out of a media item (`m:ss`), each saved when left. */
function Marks({ storyId, item, canEdit }: { storyId: StoryId; item: StoryItem; canEdit: boolean }) {
  const { t } = useTranslation('items');
  const shown = (ms: number | null | undefined) => (ms === null || ms === undefined ? '' : clock(ms));
  const [markIn, setMarkIn] = useState(shown(item.markInMs));
  const [markOut, setMarkOut] = useState(shown(item.markOutMs));
  // Each mark follows the server when it changes there (adjusted while rendering, not in an effect).
  const [server, setServer] = useState({ markIn: item.markInMs, markOut: item.markOutMs });
  if (server.markIn !== item.markInMs || server.markOut !== item.markOutMs) {
    setServer({ markIn: item.markInMs, markOut: item.markOutMs });
    if (server.markIn !== item.markInMs) setMarkIn(shown(item.markInMs));
    if (server.markOut !== item.markOutMs) setMarkOut(shown(item.markOutMs));
  }
  const [save, saving] = useSetMarksMutation();
  const commit = () => {
    const a = msOfClock(markIn);
    const b = msOfClock(markOut);
    if (a === undefined || b === undefined) return;
    if (a === (item.markInMs ?? null) && b === (item.markOutMs ?? null)) return;
    void save({ id: storyId, itemId: item.id, markIn: a, markOut: b });
  };
  const field = (label: string, value: string, set: (v: string) => void, testId: string) => (
    <label className="item-mark">
      {label}
      <input type="text" className="len-input" placeholder="–" value={value} readOnly={!canEdit} aria-invalid={msOfClock(value) === undefined} data-testid={testId}
        onChange={(e) => set(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()} />
    </label>
  );
  return (
    <span className="item-marks">
      {field(t('media.markIn'), markIn, setMarkIn, 'media-mark-in')}
      {field(t('media.markOut'), markOut, setMarkOut, 'media-mark-out')}
      {saving.error && <ErrorMessage code={errorCodeOf(saving.error)} fields={errorFieldsOf(saving.error)} onDismiss={saving.reset} testId="marks-error" />}
    </span>
  );
}

/** Picks a media object of a device (search by slug or id), or asks the device for a placeholder. */
function AddMedia({ storyId, devices }: { storyId: StoryId; devices: Choice[] }) {
  const { t } = useTranslation('items');
  const [deviceId, setDeviceId] = useState<DeviceId | null>(null);
  const [search, setSearch] = useState('');
  const [slug, setSlug] = useState('');
  const [length, setLength] = useState('');
  const device = deviceId ?? devices[0]?.id ?? null;
  const { data: objects = [] } = useMediaQuery(device, { skip: device === null });
  const [add, adding] = useAddMediaMutation();
  const [placeholder, creating] = useAddPlaceholderMutation();
  const error = useFirstError([adding, creating]);
  const found = useMemo(() => matching(objects, search).slice(0, 8), [objects, search]);
  const iso = isoOfClock(length);
  if (devices.length === 0) return <p className="items-empty">{t('media.noDevices')}</p>;
  return (
    <div className="item-add" data-testid="media-add">
      <div className="item-add-row">
        <select aria-label={t('device')} value={device ?? ''} onChange={(e) => setDeviceId(parseId<DeviceId>(e.target.value))} data-testid="media-device">
          {devices.map((d) => (
            <option key={d.id} value={d.id}>{d.name}</option>
          ))}
        </select>
        <input type="search" placeholder={t('media.search')} aria-label={t('media.search')} value={search} onChange={(e) => setSearch(e.target.value)} data-testid="media-search" />
      </div>
      <ul className="media-choices">
        {found.map((m) => (
          <li key={`${m.deviceId}-${m.objId}`}>
            <button type="button" className="link-button" disabled={adding.isLoading} data-testid="media-choice" data-obj={m.objId}
              onClick={() => device !== null && void add({ id: storyId, deviceId: device, objId: m.objId })}>
              + {m.slug || m.objId}
            </button>
            <span className="item-len">{clock(m.durationMs)}</span>
          </li>
        ))}
        {found.length === 0 && <li className="items-empty">{t('media.noneFound')}</li>}
      </ul>
      <form
        className="item-add-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (device === null || iso === null || !slug.trim()) return;
          void placeholder({ id: storyId, deviceId: device, slug: slug.trim(), duration: iso })
            .unwrap()
            .then(() => {
              setSlug('');
              setLength('');
            })
            .catch(() => {});
        }}
      >
        <input type="text" placeholder={t('media.placeholderSlug')} aria-label={t('media.placeholderSlug')} maxLength={128} value={slug} onChange={(e) => setSlug(e.target.value)} data-testid="placeholder-slug" />
        <input type="text" className="len-input" placeholder="0:00" aria-label={t('media.placeholderLength')} aria-invalid={iso === null} value={length} onChange={(e) => setLength(e.target.value)} data-testid="placeholder-length" />
        <button type="submit" disabled={!slug.trim() || iso === null || creating.isLoading} data-testid="placeholder-create">
          {t('media.placeholder')}
        </button>
      </form>
      {error && <ErrorMessage code={error.code} fields={error.fields} onDismiss={error.reset} testId="media-add-error" />}
    </div>
  );
}

/** Adds a graphic: a CG device, one of its templates; the values are typed in the new item. */
function AddCg({ storyId, devices }: { storyId: StoryId; devices: Choice[] }) {
  const { t } = useTranslation('items');
  const choice = useCgTemplateChoice(devices);
  const { device, template } = choice;
  const [add, adding] = useAddCgMutation();
  if (devices.length === 0) return <p className="items-empty">{t('cg.noDevices')}</p>;
  return (
    <div className="item-add item-add-row" data-testid="cg-add">
      <CgTemplatePicker devices={devices} choice={choice} />
      <button type="button" disabled={!template || adding.isLoading} data-testid="cg-create"
        onClick={() => device !== null && template && void add({ id: storyId, deviceId: device, templateId: template.id, fields: {} })}>
        {t('cg.add')}
      </button>
      {choice.templates.length === 0 && <span className="items-empty">{t('cg.noTemplates')}</span>}
      {adding.error && <ErrorMessage code={errorCodeOf(adding.error)} fields={errorFieldsOf(adding.error)} onDismiss={adding.reset} testId="cg-add-error" />}
    </div>
  );
}

/** One graphic of a story (CgItemRow): its template's fields, each saved when left (Enter leaves it). */
export function CgItemEditor({ storyId, item, device, canEdit, onRemove, order }: { storyId: StoryId; item: StoryItem; device: string; canEdit: boolean; onRemove?: () => void; order?: ReactNode }) {
  const [update, updating] = useUpdateCgMutation();
  return (
    <CgItemRow item={item} device={device} canEdit={canEdit} onRemove={onRemove} order={order} onSave={(fields) => update({ id: storyId, itemId: item.id, fields }).unwrap()}>
      {updating.error && <ErrorMessage code={errorCodeOf(updating.error)} fields={errorFieldsOf(updating.error)} onDismiss={updating.reset} testId="cg-error" />}
    </CgItemRow>
  );
}
