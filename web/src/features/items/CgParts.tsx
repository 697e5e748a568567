/**
 * The pieces of a graphic (a CG device's template with a value per field) that stories and reportages
 * share: the story editor's items panel and the rundown's CG list (ItemsPanel), and a reportage's
 * graphics page (features/reportages/graphics). Each caller says where a change goes; these pieces
 * only show and collect it.
 */
import { Fragment, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorCodeOf, errorFieldsOf, parseId, type DeviceId, type DeviceTemplate, type StoryItem } from '@newsroom/api';
import { isDeviceUnreachable } from '../devices/deviceErrors';
import { valuesOf } from './items';
import { useDeviceTemplatesQuery, type CgValues } from './itemsApi';
import './items.css';

/** A device a graphic may be added with (a CG device of `GET /api/devices/status`). */
export interface CgDeviceChoice {
  id: DeviceId;
  name: string;
}

/** The first error of a set of mutations, to show once: its code (a device down is "Device unreachable"), its fields, how to clear it. */
export function useFirstError(states: { error?: Parameters<typeof errorCodeOf>[0]; reset: () => void }[]) {
  const failed = states.find((s) => s.error);
  if (!failed?.error) return null;
  // A device down or refusing (placeholder, sync) is "Device unreachable", as on the rundown.
  const code = isDeviceUnreachable(failed.error) ? ('deviceUnreachable' as const) : errorCodeOf(failed.error);
  return { code, fields: errorFieldsOf(failed.error), reset: failed.reset };
}

/** The device and template of a new graphic: the first device and its first template until others are picked. */
export function useCgTemplateChoice(devices: readonly CgDeviceChoice[]) {
  const [deviceId, setDeviceId] = useState<DeviceId | null>(null);
  const device = deviceId ?? devices[0]?.id ?? null;
  const { data: templates = [] } = useDeviceTemplatesQuery(device ?? skipToken);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const template: DeviceTemplate | undefined = templates.find((x) => x.id === templateId) ?? templates[0];
  return {
    device,
    templates,
    template,
    /** Another device: its first template until one is picked. */
    chooseDevice: (id: DeviceId | null) => {
      setDeviceId(id);
      setTemplateId(null);
    },
    chooseTemplate: setTemplateId,
  };
}

export type CgTemplateChoice = ReturnType<typeof useCgTemplateChoice>;

/** The CG device and template selects of a new graphic (`cg-device`, `cg-template`). */
export function CgTemplatePicker({ devices, choice }: { devices: readonly CgDeviceChoice[]; choice: CgTemplateChoice }) {
  const { t } = useTranslation('items');
  return (
    <>
      <select aria-label={t('device')} value={choice.device ?? ''} onChange={(e) => choice.chooseDevice(parseId<DeviceId>(e.target.value))} data-testid="cg-device">
        {devices.map((d) => (
          <option key={d.id} value={d.id}>{d.name}</option>
        ))}
      </select>
      <select aria-label={t('cg.template')} value={choice.template?.id ?? ''} onChange={(e) => choice.chooseTemplate(Number(e.target.value))} data-testid="cg-template">
        {choice.templates.map((x) => (
          <option key={x.id} value={x.id}>{x.name}</option>
        ))}
      </select>
    </>
  );
}

interface FieldInputsProps {
  /** The template's field names, in order. */
  names: readonly string[];
  values: CgValues;
  onChange: (name: string, value: string) => void;
  /** Called when a field is left (Enter leaves it); without it, Enter does what the form does. */
  onCommit?: () => void;
  readOnly?: boolean;
  /** What is wrong with a field, said beside it (its input marked invalid). */
  problemOf?: (name: string) => string | undefined;
}

/** A graphic's fields, one labelled input per template field (`cg-field`, `data-field` its name). */
export function CgFieldInputs({ names, values, onChange, onCommit, readOnly = false, problemOf }: FieldInputsProps) {
  const ids = useId();
  return (
    <div className="cg-fields">
      {names.map((name, at) => {
        const problem = problemOf?.(name);
        const problemId = `${ids}-${at}`;
        return (
          <Fragment key={name}>
            <label>
              <span>{name}</span>
              <input type="text" maxLength={500} value={values[name] ?? ''} readOnly={readOnly} aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined}
                data-testid="cg-field" data-field={name}
                onChange={(e) => onChange(name, e.target.value)}
                onBlur={onCommit}
                onKeyDown={(e) => onCommit && e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()} />
            </label>
            {problem && <span id={problemId} className="field-error cg-field-error" data-testid="cg-field-error" data-field={name}>{problem}</span>}
          </Fragment>
        );
      })}
    </div>
  );
}

interface ItemProps {
  item: StoryItem;
  /** The name of its CG device. */
  device: string;
  canEdit: boolean;
  /** Saves every field's value; saves are made one after the other. A refusal is the caller's to show. */
  onSave: (fields: CgValues) => Promise<unknown>;
  onRemove?: () => void;
  /** Its up and down buttons (ItemOrder), when it may be moved. */
  order?: ReactNode;
  /** What to show under its fields (the caller's errors). */
  children?: ReactNode;
}

/** One graphic: its template's name, its device, its fields, each saved when left (Enter leaves it). */
export function CgItemRow({ item, device, canEdit, onSave, onRemove, order, children }: ItemProps) {
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
  const names = template?.fields ?? item.fields.map((f) => f.name);
  // Each save sends every field: saves go one after the other, so an earlier one (a field left just
  // before) never lands after a later one and puts its old values back.
  const saves = useRef<Promise<unknown>>(Promise.resolve());
  const commit = () => {
    if (!names.some((n) => (values[n] ?? '') !== (saved[n] ?? ''))) return;
    const fields = values;
    saves.current = saves.current.then(() => onSave(fields).catch(() => undefined));
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
      <CgFieldInputs names={names} values={values} readOnly={!canEdit} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} onCommit={commit} />
      {children}
    </li>
  );
}

/** Up and down buttons of an item at index `at` of `count` (`item-up`, `item-down`); `onMove` gets the new index. */
export function ItemOrder({ at, count, busy, onMove }: { at: number; count: number; busy: boolean; onMove: (position: number) => void }) {
  const { t } = useTranslation('items');
  return (
    <span className="item-order">
      <button type="button" className="link-button" aria-label={t('up')} title={t('up')} disabled={at <= 0 || busy} data-testid="item-up" onClick={() => onMove(at - 1)}>↑</button>
      <button type="button" className="link-button" aria-label={t('down')} title={t('down')} disabled={at >= count - 1 || busy} data-testid="item-down" onClick={() => onMove(at + 1)}>↓</button>
    </span>
  );
}
