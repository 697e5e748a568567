import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { mediaStatusValues, parseId, type DeviceId, type DeviceTemplate, type Protocol, type Story, type StoryId, type StoryItem } from '@newsroom/api';
import { errorCodeOf, errorFieldsOf } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { isDeviceUnreachable } from '../devices/deviceErrors';
import { useDeviceStatusQuery, useMediaQuery } from '../devices/devicesApi';
import { clock, isoOfClock, matching, mediaVtMs, msOfClock, usedMs, valuesOf } from './items';
import {
  useAddCgMutation,
  useAddMediaMutation,
  useAddPlaceholderMutation,
  useDeviceTemplatesQuery,
  useIgnoreMediaMutation,
  useRemoveItemMutation,
  useMoveItemMutation,
  useSetMarksMutation,
  useStoryMediaQuery,
  useSyncMediaMutation,
  useUpdateCgMutation,
  type CgValues,
} from './itemsApi';
import './items.css';
import { isOneOf } from '../devices/deviceChoices';

interface Props {
  story: Story;
  /** Story write: may add, change and remove items. */
  canEdit: boolean;
}

/** The first error of a set of mutations, shown once under the panel. */
function useFirstError(states: { error?: Parameters<typeof errorCodeOf>[0]; reset: () => void }[]) {
  const failed = states.find((s) => s.error);
  if (!failed?.error) return null;
  // A device down or refusing (placeholder, sync) is "Device unreachable", as on the rundown.
  const code = isDeviceUnreachable(failed.error) ? ('deviceUnreachable' as const) : errorCodeOf(failed.error);
  return { code, fields: errorFieldsOf(failed.error), reset: failed.reset };
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
  const { t } = useTranslation('items');
  const [move, moving] = useMoveItemMutation();
  const at = items.findIndex((i) => i.id === item.id);
  return (
    <span className="item-order">
      <button type="button" className="link-button" aria-label={t('up')} title={t('up')} disabled={at <= 0 || moving.isLoading} data-testid="item-up"
        onClick={() => void move({ id: storyId, itemId: item.id, position: at - 1 })}>↑</button>
      <button type="button" className="link-button" aria-label={t('down')} title={t('down')} disabled={at >= items.length - 1 || moving.isLoading} data-testid="item-down"
        onClick={() => void move({ id: storyId, itemId: item.id, position: at + 1 })}>↓</button>
    </span>
  );
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
  const [deviceId, setDeviceId] = useState<DeviceId | null>(null);
  const device = deviceId ?? devices[0]?.id ?? null;
  const { data: templates = [] } = useDeviceTemplatesQuery(device ?? skipToken);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const template = templates.find((x) => x.id === templateId) ?? templates[0];
  const [add, adding] = useAddCgMutation();
  if (devices.length === 0) return <p className="items-empty">{t('cg.noDevices')}</p>;
  return (
    <div className="item-add item-add-row" data-testid="cg-add">
      <select aria-label={t('device')} value={device ?? ''} onChange={(e) => { setDeviceId(parseId<DeviceId>(e.target.value)); setTemplateId(null); }} data-testid="cg-device">
        {devices.map((d) => (
          <option key={d.id} value={d.id}>{d.name}</option>
        ))}
      </select>
      <select aria-label={t('cg.template')} value={template?.id ?? ''} onChange={(e) => setTemplateId(Number(e.target.value))} data-testid="cg-template">
        {templates.map((x) => (
          <option key={x.id} value={x.id}>{x.name}</option>
        ))}
      </select>
      <button type="button" disabled={!template || adding.isLoading} data-testid="cg-create"
        onClick={() => device !== null && template && void add({ id: storyId, deviceId: device, templateId: template.id, fields: {} })}>
        {t('cg.add')}
      </button>
      {templates.length === 0 && <span className="items-empty">{t('cg.noTemplates')}</span>}
      {adding.error && <ErrorMessage code={errorCodeOf(adding.error)} fields={errorFieldsOf(adding.error)} onDismiss={adding.reset} testId="cg-add-error" />}
    </div>
  );
}

/** One graphic: its template's fields, each saved when left (Enter leaves it). */
export function CgItemEditor({ storyId, item, device, canEdit, onRemove, order }: { storyId: StoryId; item: StoryItem; device: string; canEdit: boolean; onRemove?: () => void; order?: ReactNode }) {
  const { t } = useTranslation('items');
  const { data: templates = [] } = useDeviceTemplatesQuery(item.deviceId);
  const template: DeviceTemplate | undefined = templates.find((x) => x.id === item.templateId);
  const saved = useMemo(() => valuesOf(template, item.fields), [template, item.fields]);
  const [values, setValues] = useState<CgValues>(saved);
  // A field follows the server only when that field changes there: the answer to one field's save
  // must not wipe what is being typed in the next.
  const previous = useRef(saved);
  useEffect(() => {
    const before = previous.current;
    previous.current = saved;
    setValues((v) => {
      const next = { ...v };
      for (const [name, value] of Object.entries(saved)) if (before[name] !== value) next[name] = value;
      return next;
    });
  }, [saved]);
  const [update, updating] = useUpdateCgMutation();
  const names = template?.fields ?? item.fields.map((f) => f.name);
  // Each save sends every field: saves go one after the other, so an earlier one (a field left just
  // before) never lands after a later one and puts its old values back.
  const saves = useRef<Promise<unknown>>(Promise.resolve());
  const commit = () => {
    if (!names.some((n) => (values[n] ?? '') !== (saved[n] ?? ''))) return;
    const fields = values;
    saves.current = saves.current.then(() => update({ id: storyId, itemId: item.id, fields }).unwrap().catch(() => undefined));
  };
  return (
    <li className="item cg-item" data-testid="cg-item" data-item={item.id}>
      <div className="cg-head">
        <strong>{item.templateName}</strong>
        <span className="item-device">{device}</span>
        {order}
        {canEdit && onRemove && (
          <button type="button" className="link-button" data-testid="item-remove" onClick={onRemove}>
            {t('remove')}
          </button>
        )}
      </div>
      <div className="cg-fields">
        {names.map((name) => (
          <label key={name}>
            <span>{name}</span>
            <input type="text" maxLength={500} value={values[name] ?? ''} readOnly={!canEdit} data-testid="cg-field" data-field={name}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              onBlur={commit}
              onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()} />
          </label>
        ))}
      </div>
      {updating.error && <ErrorMessage code={errorCodeOf(updating.error)} fields={errorFieldsOf(updating.error)} onDismiss={updating.reset} testId="cg-error" />}
    </li>
  );
}
