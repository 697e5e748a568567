/**
 * /reportages/editCg/:id (web.md section 2, "edit graphics", news report write): a reportage's graphics
 * (docs/adr/0003-documents.md "Reportages", Graphics): the lower thirds naming who speaks, the place, the
 * reporter's credit, in air order, each with its template's fields, a value saved when its field is left
 * (as a story's CG items), removed, moved up or down; a new one from a CG device's template with its values
 * typed first. Each change lands on the reportage as stored, without its edit lock (someone editing its
 * text keeps it); while another login session holds that lock the change is refused (409 `locked`) and said
 * under the graphic or the form. Follows everyone's changes live. Without NEWS_REPORT write (the route
 * refuses it first) nothing can be changed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorCodeOf, errorFieldsOf, parseId, type DeviceId, type DocumentId, type ScriptedReportage, type StoryItem } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { useFieldMessage } from '../../../shared/i18n/fieldMessage';
import { ErrorMessage } from '../../../shared/ui/ErrorMessage';
import { useMeQuery } from '../../auth/authApi';
import { hasRole, ROLES } from '../../auth/permissions';
import { useDeviceStatusQuery } from '../../devices/devicesApi';
import { DocumentBody } from '../../documents/DocumentBody';
import { CgFieldInputs, CgItemRow, CgTemplatePicker, ItemOrder, useCgTemplateChoice, useFirstError, type CgDeviceChoice } from '../../items/CgParts';
import type { CgValues } from '../../items/itemsApi';
import { reportageViewPath } from '../paths';
import { useReportageQuery } from '../reportagesApi';
import { useReportagesLive } from '../useReportagesLive';
import { useAddReportageCgMutation, useMoveReportageCgMutation, useRemoveReportageCgMutation, useUpdateReportageCgMutation } from './graphicsApi';
import '../reportages.css';
import './graphics.css';

export function ReportageGraphicsPage() {
  const { t, i18n } = useTranslation('reportageGraphics');
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  // Someone else's change of it (a graphic, its text) shows at once.
  useReportagesLive(hasRole(me?.roles, ROLES.newsReportRead));
  const query = useReportageQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  const { data } = query;

  return (
    <section className="page reportages-page reportage-graphics-page" data-testid="reportage-graphics-page">
      <header className="page-heading">
        <div>
          {id !== null && (
            <Link to={reportageViewPath(id)} className="muted small" data-testid="reportage-graphics-back">
              ‹ {t('back')}
            </Link>
          )}
          <p className="eyebrow">{t('title')}</p>
          <h1 data-testid="reportage-graphics-slug">{data?.slug ?? t('title')}</h1>
          {data && <p className="muted" data-testid="reportage-graphics-day">{t('day', { date: formatDate(data.date, i18n.language) })}</p>}
        </div>
      </header>
      <DocumentBody id={id} query={query}>
        {(r) => <Graphics reportage={r} canEdit={hasRole(me?.roles, ROLES.newsReportWrite)} />}
      </DocumentBody>
    </section>
  );
}

/** The graphics in air order, then the form that adds one (writers). */
function Graphics({ reportage, canEdit }: { reportage: ScriptedReportage; canEdit: boolean }) {
  const { t } = useTranslation('reportageGraphics');
  const graphics = reportage.graphics;
  const { data: devices = [] } = useDeviceStatusQuery();
  const deviceName = (deviceId: DeviceId) => devices.find((d) => d.id === deviceId)?.name ?? `#${deviceId}`;
  return (
    <>
      <p className="muted reportage-graphics-intro">{t('intro')}</p>
      <section className="reportage-graphics-list" aria-labelledby="reportage-graphics-list-title">
        <h2 id="reportage-graphics-list-title">{t('list')}</h2>
        {graphics.length === 0 ? (
          <p className="items-empty" data-testid="reportage-graphics-none">{t('none')}</p>
        ) : (
          <ul className="item-list" data-testid="reportage-graphics-list">
            {graphics.map((item, at) => (
              <GraphicRow key={item.id} id={reportage.id} item={item} at={at} count={graphics.length} device={deviceName(item.deviceId)} canEdit={canEdit} />
            ))}
          </ul>
        )}
      </section>
      {canEdit && <AddGraphic id={reportage.id} devices={devices.filter((d) => d.type === 'CG')} />}
    </>
  );
}

interface RowProps {
  id: DocumentId;
  item: StoryItem;
  /** Its place among the reportage's graphics, of `count`. */
  at: number;
  count: number;
  device: string;
  canEdit: boolean;
}

/** One graphic: its fields saved when left, Remove, up and down; what went wrong said under it. */
function GraphicRow({ id, item, at, count, device, canEdit }: RowProps) {
  const [update, updating] = useUpdateReportageCgMutation();
  const [remove, removing] = useRemoveReportageCgMutation();
  const [move, moving] = useMoveReportageCgMutation();
  const error = useFirstError([updating, removing, moving]);
  return (
    <CgItemRow
      item={item}
      device={device}
      canEdit={canEdit}
      onSave={(fields) => update({ id, itemId: item.id, fields }).unwrap()}
      onRemove={() => void remove({ id, itemId: item.id })}
      order={canEdit ? <ItemOrder at={at} count={count} busy={moving.isLoading} onMove={(position) => void move({ id, itemId: item.id, position })} /> : undefined}
    >
      {error && <ErrorMessage code={error.code} fields={error.fields} onDismiss={error.reset} testId="reportage-graphic-error" />}
    </CgItemRow>
  );
}

/**
 * A new graphic, added last: a CG device, one of its templates, a value for each of the template's fields.
 * A field the server refuses (`fields.<name>`) is said beside it; what else went wrong under the form.
 */
function AddGraphic({ id, devices }: { id: DocumentId; devices: CgDeviceChoice[] }) {
  const { t } = useTranslation('reportageGraphics');
  const fieldMessage = useFieldMessage();
  const choice = useCgTemplateChoice(devices);
  const { device, template } = choice;
  const [values, setValues] = useState<CgValues>({});
  const [add, adding] = useAddReportageCgMutation();
  const names = template?.fields ?? [];
  const problems = errorFieldsOf(adding.error);
  const beside = (name: string) => problems[`fields.${name}`];
  const others = Object.fromEntries(Object.entries(problems).filter(([key]) => !(key.startsWith('fields.') && names.includes(key.slice('fields.'.length)))));

  return (
    <form
      className="item-add reportage-graphic-add"
      aria-labelledby="reportage-graphic-add-title"
      data-testid="reportage-graphic-add"
      onSubmit={(e) => {
        e.preventDefault();
        if (device === null || !template) return;
        const fields = Object.fromEntries(names.map((name) => [name, values[name] ?? '']));
        void add({ id, deviceId: device, templateId: template.id, fields })
          .unwrap()
          .then(() => setValues({}))
          .catch(() => {});
      }}
    >
      <h2 id="reportage-graphic-add-title">{t('add.title')}</h2>
      {devices.length === 0 ? (
        <p className="items-empty" data-testid="reportage-graphics-no-devices">{t('add.noDevices')}</p>
      ) : (
        <>
          <div className="item-add-row">
            <CgTemplatePicker devices={devices} choice={choice} />
          </div>
          {choice.templates.length === 0 && <p className="items-empty">{t('add.noTemplates')}</p>}
          {template && names.length === 0 && <p className="items-empty">{t('add.noFields')}</p>}
          <CgFieldInputs
            names={names}
            values={values}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
            problemOf={(name) => {
              const problem = beside(name);
              return problem ? fieldMessage(problem) : undefined;
            }}
          />
          <div className="item-add-row">
            <button type="submit" disabled={!template || adding.isLoading} data-testid="reportage-graphic-add-submit">
              {t('add.submit')}
            </button>
          </div>
        </>
      )}
      {adding.error && <ErrorMessage code={errorCodeOf(adding.error)} fields={others} onDismiss={adding.reset} testId="reportage-graphic-add-error" />}
    </form>
  );
}
