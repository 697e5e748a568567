// @vitest-environment jsdom
/**
 * /reportages/editCg/:id: a reportage's graphics in air order under its slug and day; a writer adds one
 * (a CG device among the CG devices, a template, its fields typed first: one POST with every field), gives
 * a graphic a new value when its field is left (one PUT with every field), moves it (PUT position) and
 * removes it (DELETE); 409 `locked` said under the graphic or the form in the standard words, what was
 * typed kept; a 422 on a field said beside it; another user's change shown live; a reader gets it read only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CgField, ScriptedReportage, StoryItem } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { deliver, subscribed } from '../../../test/fakeHub';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { ID, reportage, reportageUsers, serveBasics } from '../fixtures';

vi.mock('../../../shared/stomp/browserHub', async () => (await import('../../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ReportageGraphicsPage } = await import('./ReportageGraphicsPage');
beforeEach(() => void server.calls.splice(0));

const CG = 4;
const TEMPLATES = [
  { id: 3, name: 'Lower third', fields: ['name', 'title'] },
  { id: 5, name: 'Place', fields: ['place'] },
];

/** A graphic of the CG device as the API answers it. */
function graphic(id: number, templateId: number, values: Record<string, string>): StoryItem {
  const template = TEMPLATES.find((x) => x.id === templateId)!;
  const fields: CgField[] = template.fields.map((name) => ({ name, value: values[name] ?? '' }));
  return {
    id: id as StoryItem['id'],
    kind: 'CG',
    deviceId: CG as StoryItem['deviceId'],
    objectId: '',
    slug: `${template.name}: ${fields[0].value}`,
    durationMs: null,
    ignore: false,
    placeholder: false,
    templateId,
    templateName: template.name,
    fields,
    timebase: 0,
    markInMs: null,
    markOutMs: null,
  };
}

const ANA = 1;
const PLACE = 2;
const start = (): ScriptedReportage => ({
  ...reportage(0, 'RIVER FLOODS'),
  graphics: [graphic(ANA, 3, { name: 'Ana Lima', title: 'Mayor' }), graphic(PLACE, 5, { place: 'Vale do Rio' })],
});

/** The gateway of one reportage and its graphics, as the contract says; `change` is another user's. */
function serve(me: (typeof reportageUsers)[keyof typeof reportageUsers], first: ScriptedReportage = start()) {
  let current = first;
  let next = 10;
  const answer = (graphics: StoryItem[]) => {
    current = { ...current, graphics, revision: current.revision + 1 };
    return { body: current };
  };
  const graphics = () => current.graphics ?? [];
  const itemOf = (url: URL) => Number(url.pathname.split('/')[5]);
  serveBasics(server, me);
  server.on('GET /api/devices/status', {
    body: [
      { id: 7, name: 'Playout A', type: 'PLAYOUT', protocol: 'MOS', state: 'CONNECTED', lastError: '', followsRundowns: true },
      { id: CG, name: 'Chyron CG', type: 'CG', protocol: 'MOS', state: 'CONNECTED', lastError: '', followsRundowns: true },
    ],
  });
  server.on(`GET /api/devices/${CG}/templates`, { body: TEMPLATES });
  server.on(`GET /api/reportages/${ID}`, () => ({ body: current }));
  server.on(`POST /api/reportages/${ID}/cgs`, ({ body }) => {
    const { templateId, fields } = body as { templateId: number; fields: Record<string, string> };
    return answer([...graphics(), graphic(next++, templateId, fields)]);
  });
  server.on(`PUT /api/reportages/${ID}/cgs/*`, ({ url, body }) => {
    const { fields } = body as { fields: Record<string, string> };
    return answer(graphics().map((g) => (g.id === itemOf(url) ? graphic(g.id, g.templateId!, fields) : g)));
  });
  server.on(`DELETE /api/reportages/${ID}/cgs/*`, ({ url }) => answer(graphics().filter((g) => g.id !== itemOf(url))));
  server.on(`PUT /api/reportages/${ID}/cgs/*/position`, ({ url, body }) => {
    const moved = graphics().find((g) => g.id === itemOf(url))!;
    const rest = graphics().filter((g) => g !== moved);
    rest.splice((body as { position: number }).position, 0, moved);
    return answer(rest);
  });
  return { change: (graphics: StoryItem[]) => answer(graphics), now: () => current };
}

const open = () => renderApp(<ReportageGraphicsPage />, { path: '/reportages/editCg/:id', route: `/reportages/editCg/${ID}` });

/** The graphics shown, in order: `[id, template, values]`. */
const shown = () =>
  screen.queryAllByTestId('cg-item').map((row) => [
    Number(row.dataset.item),
    row.querySelector('strong')?.textContent,
    within(row).getAllByTestId('cg-field').map((input) => (input as HTMLInputElement).value),
  ]);
const row = (id: number) => screen.getAllByTestId('cg-item').find((r) => Number(r.dataset.item) === id)!;
const sent = (method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

describe('ReportageGraphicsPage', () => {
  it('shows the graphics in air order with their values under the slug and day, with the way back to the reportage', async () => {
    serve(reportageUsers.reporter);
    await open();
    await waitFor(() => expect(screen.getByTestId('reportage-graphics-slug').textContent).toBe('RIVER FLOODS'));
    expect(screen.getByTestId('reportage-graphics-day').textContent).toBe(`Day ${formatDate('2026-11-28', 'en')}`);
    expect(screen.getByTestId('reportage-graphics-back').getAttribute('href')).toBe(`/reportages/reportageView/${ID}`);
    await waitFor(() =>
      expect(shown()).toEqual([
        [ANA, 'Lower third', ['Ana Lima', 'Mayor']],
        [PLACE, 'Place', ['Vale do Rio']],
      ]),
    );
    await waitFor(() => expect(within(row(ANA)).getByText('Chyron CG')).toBeTruthy());
    // The first cannot go up, the last cannot go down.
    expect(within(row(ANA)).getByRole('button', { name: 'Move up' })).toHaveProperty('disabled', true);
    expect(within(row(PLACE)).getByRole('button', { name: 'Move down' })).toHaveProperty('disabled', true);
  });

  it('adds a graphic of a CG device: its template chosen, its fields typed, one POST with every field; the form is emptied', async () => {
    serve(reportageUsers.reporter, { ...reportage(0, 'RIVER FLOODS'), graphics: [] });
    const { user } = await open();
    expect((await screen.findByTestId('reportage-graphics-none')).textContent).toBe('No graphics yet.');
    const form = screen.getByTestId('reportage-graphic-add');
    // Only CG devices are offered.
    await waitFor(() => expect(within(form).getAllByRole('option').map((o) => o.textContent)).toEqual(['Chyron CG', 'Lower third', 'Place']));
    // Another template shows its own fields.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Template' }), 'Place');
    expect(within(form).getAllByTestId('cg-field').map((i) => i.dataset.field)).toEqual(['place']);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Template' }), 'Lower third');
    await user.type(within(form).getByRole('textbox', { name: 'name' }), 'Ana Lima');
    await user.type(within(form).getByRole('textbox', { name: 'title' }), 'Mayor');
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(shown()).toEqual([[10, 'Lower third', ['Ana Lima', 'Mayor']]]));
    expect(sent('POST', `/api/reportages/${ID}/cgs`)).toEqual([{ deviceId: CG, templateId: 3, fields: { name: 'Ana Lima', title: 'Mayor' } }]);
    expect(within(form).getAllByTestId('cg-field').map((i) => (i as HTMLInputElement).value)).toEqual(['', '']);
    expect(screen.queryByTestId('reportage-graphics-none')).toBeNull();
  });

  it('saves a new value when its field is left, with every field of the graphic, and nothing when no value changed', async () => {
    serve(reportageUsers.reporter);
    const { user } = await open();
    await waitFor(() => expect(shown()).toHaveLength(2));
    const title = within(row(ANA)).getByRole('textbox', { name: 'title' });
    // Left without a change: nothing is sent.
    await user.click(title);
    await user.tab();
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(title);
    await user.type(title, 'Mayor of Vale do Rio');
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.tab();
    await waitFor(() => expect(sent('PUT', `/api/reportages/${ID}/cgs/${ANA}`)).toEqual([{ fields: { name: 'Ana Lima', title: 'Mayor of Vale do Rio' } }]));
    // Enter leaves the field too.
    const place = within(row(PLACE)).getByRole('textbox', { name: 'place' });
    await user.clear(place);
    await user.type(place, 'Vale do Rio bridge{Enter}');
    await waitFor(() => expect(sent('PUT', `/api/reportages/${ID}/cgs/${PLACE}`)).toEqual([{ fields: { place: 'Vale do Rio bridge' } }]));
    await waitFor(() => expect(shown()[1]).toEqual([PLACE, 'Place', ['Vale do Rio bridge']]));
  });

  it('moves a graphic down and up (PUT position), each answer shown at once, and removes one (DELETE)', async () => {
    const backend = serve(reportageUsers.reporter);
    const { user } = await open();
    await waitFor(() => expect(shown()).toHaveLength(2));
    // The reportage the move answers is shown before the reload it asks for comes back.
    const reload = server.hold(`GET /api/reportages/${ID}`);
    await user.click(within(row(ANA)).getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(shown().map(([id]) => id)).toEqual([PLACE, ANA]));
    expect(sent('PUT', `/api/reportages/${ID}/cgs/${ANA}/position`)).toEqual([{ position: 1 }]);
    reload.release({ body: backend.now() });
    server.on(`GET /api/reportages/${ID}`, () => ({ body: backend.now() }));
    await user.click(within(row(ANA)).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(shown().map(([id]) => id)).toEqual([ANA, PLACE]));
    expect(sent('PUT', `/api/reportages/${ID}/cgs/${ANA}/position`)).toEqual([{ position: 1 }, { position: 0 }]);

    await user.click(within(row(PLACE)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(shown().map(([id]) => id)).toEqual([ANA]));
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/reportages/${ID}/cgs/${PLACE}`]);
  });

  it('says under the graphic and under the form that someone else is editing the reportage (409 locked), keeping what was typed', async () => {
    serve(reportageUsers.reporter);
    const locked = { status: 409, body: { code: 'locked', message: 'Someone else is editing it.' } };
    server.on(`PUT /api/reportages/${ID}/cgs/*`, locked);
    server.on(`POST /api/reportages/${ID}/cgs`, locked);
    const { user } = await open();
    await waitFor(() => expect(shown()).toHaveLength(2));
    const title = within(row(ANA)).getByRole('textbox', { name: 'title' });
    await user.clear(title);
    await user.type(title, 'Former mayor{Enter}');
    const error = await within(row(ANA)).findByTestId('reportage-graphic-error');
    expect(error.dataset.code).toBe('locked');
    expect(error.textContent).toContain('Someone else is editing this right now.');
    expect((title as HTMLInputElement).value).toBe('Former mayor');
    expect(within(row(PLACE)).queryByTestId('reportage-graphic-error')).toBeNull();

    const form = screen.getByTestId('reportage-graphic-add');
    await waitFor(() => expect(within(form).getAllByTestId('cg-field')).toHaveLength(2));
    await user.type(within(form).getByRole('textbox', { name: 'name' }), 'Rui Costa');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const formError = await within(form).findByTestId('reportage-graphic-add-error');
    expect(formError.dataset.code).toBe('locked');
    expect(formError.textContent).toContain('Someone else is editing this right now.');
    expect((within(form).getByRole('textbox', { name: 'name' }) as HTMLInputElement).value).toBe('Rui Costa');
    expect(shown()).toHaveLength(2);
  });

  it('says a refused value beside its field and the other problems under the form (422)', async () => {
    serve(reportageUsers.reporter);
    server.on(`POST /api/reportages/${ID}/cgs`, {
      status: 422,
      body: { code: 'validation', message: 'Invalid.', fields: { 'fields.title': { code: 'too_long', params: { max: 500 } }, graphics: { code: 'too_many', params: { max: 50 } } } },
    });
    const { user } = await open();
    const form = await screen.findByTestId('reportage-graphic-add');
    await waitFor(() => expect(within(form).getAllByTestId('cg-field')).toHaveLength(2));
    await user.type(within(form).getByRole('textbox', { name: 'title' }), 'Mayor');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const beside = await within(form).findByTestId('cg-field-error');
    expect([beside.dataset.field, beside.textContent]).toEqual(['title', 'Limit of 500 characters.']);
    const title = within(form).getByRole('textbox', { name: 'title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe(beside.id);
    expect(within(form).getByRole('textbox', { name: 'name' }).getAttribute('aria-invalid')).toBeNull();
    const error = within(form).getByTestId('reportage-graphic-add-error');
    expect(error.dataset.code).toBe('validation');
    expect([...error.querySelectorAll('[data-field]')].map((f) => [f.getAttribute('data-field'), f.getAttribute('data-field-code')])).toEqual([['graphics', 'too_many']]);
  });

  it("shows another user's change of the graphics as it is made", async () => {
    const backend = serve(reportageUsers.reporter);
    await open();
    await waitFor(() => expect(shown()).toHaveLength(2));
    await waitFor(() => expect(subscribed()).toContain('/topic/reportages'));
    backend.change([graphic(PLACE, 5, { place: 'Vale do Rio' }), graphic(ANA, 3, { name: 'Ana Lima Souza', title: 'Mayor' })]);
    deliver('/topic/reportages', { event: 'updated', entity: 'reportage', id: ID, data: null, lock: null });
    await waitFor(() =>
      expect(shown()).toEqual([
        [PLACE, 'Place', ['Vale do Rio']],
        [ANA, 'Lower third', ['Ana Lima Souza', 'Mayor']],
      ]),
    );
  });

  it('is read only for a reader: no form, no Remove, no moves, fields not editable', async () => {
    serve(reportageUsers.viewer);
    await open();
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(screen.getAllByTestId('cg-field').every((i) => i.hasAttribute('readonly'))).toBe(true);
    expect(screen.queryByTestId('reportage-graphic-add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move up' })).toBeNull();
  });
});
