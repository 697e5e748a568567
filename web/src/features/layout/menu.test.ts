import { describe, expect, it } from 'vitest';
import { menuBar, visibleMenu } from './menu';

describe('visibleMenu', () => {
  it('shows only home to a user without rundown access', () => {
    expect(visibleMenu(['ROLE_CHAT_READ']).map((e) => e.key)).toEqual(['home']);
  });
  it('shows the rundown, the trash and the media to readers', () => {
    expect(visibleMenu(['ROLE_RUNDOWN_READ']).map((e) => e.key)).toEqual(['home', 'rundown', 'trash', 'media']);
  });
  it('shows the scripts right after the rundown to who reads both rundowns and stories, and only to them', () => {
    expect(visibleMenu(['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ']).map((e) => e.key)).toEqual(['home', 'rundown', 'scripts', 'trash', 'media', 'search', 'archive']);
    expect(visibleMenu(['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ', 'ROLE_ASSIGNMENT_READ']).map((e) => e.key).slice(0, 4)).toEqual(['home', 'rundown', 'scripts', 'assignments']);
    expect(visibleMenu(['ROLE_RUNDOWN_READ']).map((e) => e.key)).not.toContain('scripts');
    expect(visibleMenu(['ROLE_STORY_READ']).map((e) => e.key)).not.toContain('scripts');
  });
  it('shows the proposals and the trash to proposal readers, right after the assignments', () => {
    // Proposals are in the general search too, so a proposal reader has the search and the archive.
    expect(visibleMenu(['ROLE_ASSIGNMENT_PROPOSAL_READ']).map((e) => e.key)).toEqual(['home', 'proposals', 'trash', 'search', 'archive']);
    expect(visibleMenu(['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_NEWS_REPORT_READ']).map((e) => e.key)).toEqual(['home', 'assignments', 'proposals', 'reportages', 'trash', 'search', 'archive']);
    expect(visibleMenu(['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE']).map((e) => e.key)).not.toContain('proposals');
  });
  it('shows the assignments and the trash to assignment readers, after the rundown', () => {
    expect(visibleMenu(['ROLE_ASSIGNMENT_READ']).map((e) => e.key)).toEqual(['home', 'assignments', 'trash', 'search', 'archive']);
    expect(visibleMenu(['ROLE_RUNDOWN_READ', 'ROLE_ASSIGNMENT_READ']).map((e) => e.key)).toEqual(['home', 'rundown', 'assignments', 'trash', 'media', 'search', 'archive']);
  });
  it('shows the reportages and the trash to news report readers, after the assignments', () => {
    expect(visibleMenu(['ROLE_NEWS_REPORT_READ']).map((e) => e.key)).toEqual(['home', 'reportages', 'trash', 'search', 'archive']);
    expect(visibleMenu(['ROLE_RUNDOWN_READ', 'ROLE_ASSIGNMENT_READ', 'ROLE_NEWS_REPORT_READ']).map((e) => e.key)).toEqual(['home', 'rundown', 'assignments', 'reportages', 'trash', 'media', 'search', 'archive']);
    expect(visibleMenu(['ROLE_ASSIGNMENT_READ']).map((e) => e.key)).not.toContain('reportages');
  });
  it('shows the productions and the trash to production readers, after the reportages', () => {
    expect(visibleMenu(['ROLE_PRODUCTION_READ']).map((e) => e.key)).toEqual(['home', 'productions', 'trash', 'search', 'archive']);
    expect(visibleMenu(['ROLE_ASSIGNMENT_READ', 'ROLE_NEWS_REPORT_READ', 'ROLE_PRODUCTION_READ']).map((e) => e.key)).toEqual(['home', 'assignments', 'reportages', 'productions', 'trash', 'search', 'archive']);
    expect(visibleMenu(['ROLE_NEWS_REPORT_READ']).map((e) => e.key)).not.toContain('productions');
  });
  it('shows the reports and the trash to report readers, after the productions', () => {
    expect(visibleMenu(['ROLE_REPORT_READ']).map((e) => e.key)).toEqual(['home', 'reports', 'trash', 'search', 'archive']);
    expect(visibleMenu(['ROLE_ASSIGNMENT_READ', 'ROLE_PRODUCTION_READ', 'ROLE_REPORT_READ', 'ROLE_TEAM_READ']).map((e) => e.key)).toEqual(['home', 'assignments', 'productions', 'reports', 'teams', 'trash', 'search', 'archive']);
    expect(visibleMenu(['ROLE_PRODUCTION_READ']).map((e) => e.key)).not.toContain('reports');
  });
  it('shows the teams schedule to team readers, after the productions, and to no one else', () => {
    expect(visibleMenu(['ROLE_TEAM_READ']).map((e) => e.key)).toEqual(['home', 'teams']);
    expect(visibleMenu(['ROLE_ASSIGNMENT_READ', 'ROLE_PRODUCTION_READ', 'ROLE_TEAM_READ']).map((e) => e.key)).toEqual(['home', 'assignments', 'productions', 'teams', 'trash', 'search', 'archive']);
    expect(visibleMenu(['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE']).map((e) => e.key)).not.toContain('teams');
    expect(menuBar(['ROLE_TEAM_READ']).admin).toEqual([]);
  });
  it('shows the general search and the archive to whoever may read some kind of document, and only to them', () => {
    for (const role of ['ROLE_ASSIGNMENT_READ', 'ROLE_PRODUCTION_READ', 'ROLE_NEWS_REPORT_READ', 'ROLE_REPORT_READ', 'ROLE_ROUND_READ', 'ROLE_STORY_READ']) {
      expect(visibleMenu([role]).map((e) => e.key), role).toEqual(expect.arrayContaining(['search', 'archive']));
    }
    expect(visibleMenu(['ROLE_RUNDOWN_READ', 'ROLE_CHAT_READ', 'ROLE_ADMIN_READ']).map((e) => e.key)).not.toContain('search');
    expect(visibleMenu(['ROLE_RUNDOWN_READ', 'ROLE_CHAT_READ', 'ROLE_ADMIN_READ']).map((e) => e.key)).not.toContain('archive');
  });
  it('shows devices only to administrators who may read', () => {
    expect(visibleMenu(['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE']).map((e) => e.key)).not.toContain('devices');
    expect(visibleMenu(['ROLE_ADMIN_READ']).map((e) => e.key)).toEqual(['home', 'devices', 'accessLogs', 'registrations', 'licence']);
    expect(visibleMenu(['ROLE_ADMIN_READ', 'ROLE_RUNDOWN_READ']).map((e) => e.key)).toEqual(['home', 'rundown', 'trash', 'media', 'devices', 'accessLogs', 'registrations', 'licence']);
  });
  it('shows the mail server and the directory service only to administrators (admin admin)', () => {
    expect(visibleMenu(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE']).map((e) => e.key)).not.toContain('mail');
    expect(visibleMenu(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_ADMIN_ADMIN']).map((e) => e.key)).toEqual(['home', 'devices', 'accessLogs', 'registrations', 'licence', 'mail', 'directory']);
  });
  it('shows users to those who may read them', () => {
    expect(visibleMenu(['ROLE_USER_READ']).map((e) => e.key)).toEqual(['home', 'users', 'groups']);
  });
  it('shows programs to those who may write them', () => {
    expect(visibleMenu(['ROLE_PROGRAM_WRITE']).map((e) => e.key)).toEqual(['home', 'programs']);
  });
  it('shows the branches and the general settings to branch readers', () => {
    expect(visibleMenu(['ROLE_BRANCH_READ']).map((e) => e.key)).toEqual(['home', 'branches', 'settings']);
  });
  it('shows the trash to a reader of any kind it lists, and to no one else', () => {
    for (const role of ['ROLE_RUNDOWN_READ', 'ROLE_ASSIGNMENT_READ', 'ROLE_NEWS_REPORT_READ', 'ROLE_PRODUCTION_READ', 'ROLE_REPORT_READ']) {
      expect(visibleMenu([role]).map((e) => e.key), role).toContain('trash');
    }
    expect(visibleMenu(['ROLE_STORY_READ', 'ROLE_ADMIN_READ']).map((e) => e.key)).not.toContain('trash');
  });
  it('shows nothing but home without roles', () => {
    expect(visibleMenu(undefined).map((e) => e.key)).toEqual(['home']);
  });
});

describe('menuBar', () => {
  it('keeps the desk on the bar and the administration under one entry', () => {
    const all = ['ROLE_RUNDOWN_READ', 'ROLE_ASSIGNMENT_READ', 'ROLE_STORY_READ', 'ROLE_ADMIN_READ', 'ROLE_USER_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_BRANCH_READ', 'ROLE_RUNDOWN_ADMIN', 'ROLE_ADMIN_ADMIN'];
    const { bar, admin } = menuBar(all);
    expect(bar.map((e) => e.key)).toEqual(['home', 'rundown', 'scripts', 'assignments', 'trash', 'media', 'search', 'archive']);
    expect(admin.map((e) => e.key)).toEqual(['devices', 'programs', 'users', 'groups', 'accessLogs', 'branches', 'settings', 'rundownSettings', 'registrations', 'licence', 'mail', 'directory']);
  });
  it('has no administration for a desk user', () => {
    expect(menuBar(['ROLE_RUNDOWN_READ']).admin).toEqual([]);
  });

  it('shows the rounds and the trash to round readers, after the reports', () => {
    expect(visibleMenu(['ROLE_ROUND_READ']).map((e) => e.key)).toEqual(['home', 'rounds', 'trash', 'search', 'archive']);
    expect(visibleMenu(['ROLE_REPORT_READ', 'ROLE_ROUND_READ', 'ROLE_TEAM_READ']).map((e) => e.key)).toEqual(['home', 'reports', 'rounds', 'teams', 'trash', 'search', 'archive']);
  });
});
