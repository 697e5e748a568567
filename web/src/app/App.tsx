import { LazyCgListPage } from '../features/items/lazyPages';
import { createBrowserRouter, createRoutesFromElements, Navigate, Route, RouterProvider } from 'react-router';
import { MyDataPage } from '../features/account/MyDataPage';
import { LoginPage } from '../features/auth/LoginPage';
import { ROLES } from '../features/auth/permissions';
import { RequireAuth } from '../features/auth/RequireAuth';
import { LazyDeviceEditor, LazyDevicesPage, LazyMediaPage } from '../features/devices/lazyPages';
import { NotFoundPage } from '../features/errors/ErrorPages';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { HomePage } from '../features/home/HomePage';
import { AppLayout } from '../features/layout/AppLayout';
import { RundownPage } from '../features/rundown/RundownPage';
import { RundownPickerPage } from '../features/rundown/RundownPickerPage';
import { LazyPrintPage } from '../features/print/lazyPages';
import { LazyPrompterPage, LazyRemotePage } from '../features/prompter/lazyPages';
import { SCRIPTS_ROLES } from '../features/scripts/paths';
import { LazyScriptsPage, LazyScriptsRedirect } from '../features/scripts/lazyPages';
import { LazyStoryInRundownPage, LazyStoryPage } from '../features/story/lazyPages';
import { LazyGroupsPage } from '../features/groups/lazyPages';
import { LazyUsersPage } from '../features/users/lazyPages';
import { LazyAccessLogsPage } from '../features/accessLogs/lazyPages';
import { LazyProgramsPage } from '../features/programs/lazyPages';
import { LazyBranchesPage, LazySettingsPage } from '../features/installation/lazyPages';
import { LazyRundownSettingsPage } from '../features/rundownSettings/lazyPages';
import { LazyLicencePage } from '../features/licence/lazyPages';
import { LazyMailPage } from '../features/mail/lazyPages';
import { LazyDirectoryPage } from '../features/directory/lazyPages';
import { TRASH_ROLES } from '../features/trash/kinds';
import { LazyTrashPage } from '../features/trash/lazyPages';
import { LazyAssignmentPage, LazyAssignmentsPage } from '../features/assignments/lazyPages';
import { LazyNewProposalPage, LazyProposalEditPage, LazyProposalPage, LazyProposalsPage } from '../features/proposals/lazyPages';
import { LazyNewReportagePage, LazyReportageEditPage, LazyReportageGraphicsPage, LazyReportagePage, LazyReportagePrompterPage, LazyReportageSectionEditPage, LazyReportagesPage, ReportageFilterRedirect } from '../features/reportages/lazyPages';
import { LazyNewProductionPage, LazyProductionEditPage, LazyProductionPage, LazyProductionsPage } from '../features/productions/lazyPages';
import { LazyNewRoundPage, LazyRoundEditPage, LazyRoundPage, LazyRoundsPage } from '../features/rounds/lazyPages';
import { LazyNewReportFromAssignmentPage, LazyNewReportPage, LazyReportEditPage, LazyReportPage, LazyReportsPage } from '../features/reports/lazyPages';
import { LazyReferenceDataPage } from '../features/references/lazyPages';
import { TEAMS_ROLES } from '../features/teams/paths';
import { LazyTeamsSchedulePage } from '../features/teams/lazyPages';
import { LazyArchivePage, LazySearchPage } from '../features/search/lazyPages';

/**
 * The routes of web.md section 2 that exist so far, each with its permission. A data router, so that a
 * page can hold navigation while it has unsaved changes (`useBlocker`, the story editor).
 */
const routes = createRoutesFromElements(
  // A page that fails shows the 500 page (403 and 404 answers their own), not the router's default.
  <Route errorElement={<RouteErrorPage />}>
    <Route path="/login" element={<LoginPage />} />
    {/* The prompter and its remote fill the screen: no header, no menu. */}
    <Route
      path="/rundown/:date/:programId/tpMode"
      element={
        <RequireAuth role={ROLES.rundownRead}>
          <LazyPrompterPage />
        </RequireAuth>
      }
    />
    <Route
      path="/rundown/:date/:programId/:blockId/stories/:storyId/tpMode"
      element={
        <RequireAuth role={ROLES.storyRead}>
          <LazyPrompterPage />
        </RequireAuth>
      }
    />
    <Route
      path="/reportages/tpMode/:id"
      element={
        <RequireAuth role={ROLES.newsReportRead}>
          <LazyReportagePrompterPage />
        </RequireAuth>
      }
    />
    <Route
      path="/rundown/:date/:programId/tpRemote"
      element={
        <RequireAuth role={ROLES.storyWrite}>
          <LazyRemotePage />
        </RequireAuth>
      }
    />
    {/* The print view is a sheet of paper: no header, no menu either. */}
    <Route
      path="/rundown/:date/:programId/print"
      element={
        <RequireAuth role={ROLES.rundownRead}>
          <LazyPrintPage />
        </RequireAuth>
      }
    />
    <Route
      element={
        <RequireAuth role={null}>
          <AppLayout />
        </RequireAuth>
      }
    >
      <Route index element={<Navigate to="/home" replace />} />
      <Route path="home" element={<HomePage />} />
      {/* Every user's own data and password (the user menu in the header). */}
      <Route path="my-data" element={<MyDataPage />} />
      <Route
        path="rundown"
        element={
          <RequireAuth role={ROLES.rundownRead}>
            <RundownPickerPage />
          </RequireAuth>
        }
      />
      <Route
        path="rundown/:date/:programId"
        element={
          <RequireAuth role={ROLES.rundownRead}>
            <RundownPage />
          </RequireAuth>
        }
      />
      {/* The script view: every story of a rundown with its script, live (rundown read and story read); /scripts goes to today's. */}
      <Route
        path="scripts"
        element={
          <RequireAuth role={SCRIPTS_ROLES}>
            <LazyScriptsRedirect />
          </RequireAuth>
        }
      />
      <Route
        path="scripts/:date/:programId"
        element={
          <RequireAuth role={SCRIPTS_ROLES}>
            <LazyScriptsPage />
          </RequireAuth>
        }
      />
      {/* Assignments (guidelines): readers list a day's and open one; writing is up to the pages (assignment write). */}
      <Route
        path="assignments"
        element={
          <RequireAuth role={ROLES.assignmentRead}>
            <LazyAssignmentsPage />
          </RequireAuth>
        }
      />
      <Route
        path="assignments/assignment/:id"
        element={
          <RequireAuth role={ROLES.assignmentRead}>
            <LazyAssignmentPage />
          </RequireAuth>
        }
      />
      {/* Assignment proposals (pitches to the desk): readers list a day's and open one; writers send one and edit their own while pending; accepting and declining are up to the pages (assignment write). */}
      <Route
        path="proposals"
        element={
          <RequireAuth role={ROLES.proposalRead}>
            <LazyProposalsPage />
          </RequireAuth>
        }
      />
      <Route
        path="proposals/proposal/:id"
        element={
          <RequireAuth role={ROLES.proposalRead}>
            <LazyProposalPage />
          </RequireAuth>
        }
      />
      <Route
        path="proposals/newProposal"
        element={
          <RequireAuth role={ROLES.proposalWrite}>
            <LazyNewProposalPage />
          </RequireAuth>
        }
      />
      <Route
        path="proposals/editProposal/:id"
        element={
          <RequireAuth role={ROLES.proposalWrite}>
            <LazyProposalEditPage />
          </RequireAuth>
        }
      />
      {/* Reportages (news reports): readers list, filter and open them; writers write and edit them (under the edit lock); approving is up to the pages (news report admin). */}
      <Route
        path="reportages"
        element={
          <RequireAuth role={ROLES.newsReportRead}>
            <LazyReportagesPage />
          </RequireAuth>
        }
      />
      <Route
        path="reportages/reportageFilter"
        element={
          <RequireAuth role={ROLES.newsReportRead}>
            <ReportageFilterRedirect />
          </RequireAuth>
        }
      />
      <Route
        path="reportages/reportageView/:id"
        element={
          <RequireAuth role={ROLES.newsReportRead}>
            <LazyReportagePage />
          </RequireAuth>
        }
      />
      <Route
        path="reportages/newReportage"
        element={
          <RequireAuth role={ROLES.newsReportWrite}>
            <LazyNewReportagePage />
          </RequireAuth>
        }
      />
      <Route
        path="reportages/editReportage/:id"
        element={
          <RequireAuth role={ROLES.newsReportWrite}>
            <LazyReportageEditPage />
          </RequireAuth>
        }
      />
      {/* One section of a reportage alone ("edit an item"): `?section=` its index. */}
      <Route
        path="reportages/editReportageItem/:id"
        element={
          <RequireAuth role={ROLES.newsReportWrite}>
            <LazyReportageSectionEditPage />
          </RequireAuth>
        }
      />
      <Route
        path="reportages/editCg/:id"
        element={
          <RequireAuth role={ROLES.newsReportWrite}>
            <LazyReportageGraphicsPage />
          </RequireAuth>
        }
      />
      {/* Productions (checklists): readers list a day's and open one; writers make, edit (under the edit lock) and tick them (the page decides). */}
      <Route
        path="productions"
        element={
          <RequireAuth role={ROLES.productionRead}>
            <LazyProductionsPage />
          </RequireAuth>
        }
      />
      <Route
        path="productions/production/:id"
        element={
          <RequireAuth role={ROLES.productionRead}>
            <LazyProductionPage />
          </RequireAuth>
        }
      />
      <Route
        path="productions/newProduction"
        element={
          <RequireAuth role={ROLES.productionWrite}>
            <LazyNewProductionPage />
          </RequireAuth>
        }
      />
      <Route
        path="productions/editProduction/:id"
        element={
          <RequireAuth role={ROLES.productionWrite}>
            <LazyProductionEditPage />
          </RequireAuth>
        }
      />
      {/* Reports (the account of a day's coverage or shift): readers list a day's and open one; writers write and edit them (under the edit lock), also from an assignment. */}
      <Route
        path="reports"
        element={
          <RequireAuth role={ROLES.reportRead}>
            <LazyReportsPage />
          </RequireAuth>
        }
      />
      <Route
        path="reports/report/:id"
        element={
          <RequireAuth role={ROLES.reportRead}>
            <LazyReportPage />
          </RequireAuth>
        }
      />
      <Route
        path="reports/newReport"
        element={
          <RequireAuth role={ROLES.reportWrite}>
            <LazyNewReportPage />
          </RequireAuth>
        }
      />
      <Route
        path="reports/editReport/:id"
        element={
          <RequireAuth role={ROLES.reportWrite}>
            <LazyReportEditPage />
          </RequireAuth>
        }
      />
      <Route
        path="assignments/newReport/:id"
        element={
          <RequireAuth role={ROLES.reportWrite}>
            <LazyNewReportFromAssignmentPage />
          </RequireAuth>
        }
      />
      {/* Rounds (the desk's calls to institutions): readers list a day's and open one; writers start one, note its calls and edit it (under the edit lock); assignment writers make assignments of its news (the page decides). */}
      <Route
        path="rounds"
        element={
          <RequireAuth role={ROLES.roundRead}>
            <LazyRoundsPage />
          </RequireAuth>
        }
      />
      <Route
        path="rounds/round/:id"
        element={
          <RequireAuth role={ROLES.roundRead}>
            <LazyRoundPage />
          </RequireAuth>
        }
      />
      <Route
        path="rounds/newRound"
        element={
          <RequireAuth role={ROLES.roundWrite}>
            <LazyNewRoundPage />
          </RequireAuth>
        }
      />
      <Route
        path="rounds/editRound/:id"
        element={
          <RequireAuth role={ROLES.roundWrite}>
            <LazyRoundEditPage />
          </RequireAuth>
        }
      />
      {/* The teams schedule: team readers see the week's crews; changing them is up to the page (team write). */}
      <Route
        path="teams"
        element={
          <RequireAuth role={TEAMS_ROLES}>
            <LazyTeamsSchedulePage />
          </RequireAuth>
        }
      />
      {/* The general search: any signed-in user; it finds only the kinds their areas let them read (none: the page says so). */}
      <Route path="search" element={<LazySearchPage />} />
      {/* The archive: the search held to past days, for the same users. */}
      <Route path="archive" element={<LazyArchivePage />} />
      {/* The trash: a reader of any kind of document it lists (stories, assignments, reportages, productions, reports); the page shows their tabs, writers restore. */}
      <Route
        path="trash"
        element={
          <RequireAuth role={TRASH_ROLES}>
            <LazyTrashPage />
          </RequireAuth>
        }
      />
      <Route
        path="rundown/:date/:programId/cg"
        element={
          <RequireAuth role={ROLES.rundownRead}>
            <LazyCgListPage />
          </RequireAuth>
        }
      />
      <Route
        path="rundown/:date/:programId/:blockId/stories/:storyId"
        element={
          <RequireAuth role={ROLES.storyRead}>
            <LazyStoryInRundownPage />
          </RequireAuth>
        }
      />
      <Route
        path="story/:storyId"
        element={
          <RequireAuth role={ROLES.storyRead}>
            <LazyStoryPage />
          </RequireAuth>
        }
      />
      <Route
        path="media"
        element={
          <RequireAuth role={ROLES.rundownRead}>
            <LazyMediaPage />
          </RequireAuth>
        }
      />
      {/* Administration (web.md section 1): devices, with the form of a device beside the list. */}
      <Route
        path="admin/devices"
        element={
          <RequireAuth role={ROLES.adminRead}>
            <LazyDevicesPage />
          </RequireAuth>
        }
      >
        <Route path="new" element={<LazyDeviceEditor />} />
        <Route path=":deviceId" element={<LazyDeviceEditor />} />
      </Route>
      {/* Programs: program write. */}
      <Route
        path="admin/programs"
        element={
          <RequireAuth role={ROLES.programWrite}>
            <LazyProgramsPage />
          </RequireAuth>
        }
      />
      {/* Users and groups: user read sees them; writing is up to the page (user write, user admin). */}
      <Route
        path="admin/users"
        element={
          <RequireAuth role={ROLES.userRead}>
            <LazyUsersPage />
          </RequireAuth>
        }
      />
      <Route
        path="admin/groups"
        element={
          <RequireAuth role={ROLES.userRead}>
            <LazyGroupsPage />
          </RequireAuth>
        }
      />
      {/* The access log: logins, failures, throttling, logouts (admin read). */}
      <Route
        path="admin/access-logs"
        element={
          <RequireAuth role={ROLES.adminRead}>
            <LazyAccessLogsPage />
          </RequireAuth>
        }
      />
      {/* Branches and the general settings: branch read sees them; changes need branch write. */}
      <Route
        path="admin/branches"
        element={
          <RequireAuth role={ROLES.branchRead}>
            <LazyBranchesPage />
          </RequireAuth>
        }
      />
      <Route
        path="admin/settings"
        element={
          <RequireAuth role={ROLES.branchRead}>
            <LazySettingsPage />
          </RequireAuth>
        }
      />
      {/* The rundown settings: rundown admin sees and saves them (reading is rundown read, but only admins act on it). */}
      <Route
        path="admin/rundown-settings"
        element={
          <RequireAuth role={ROLES.rundownAdmin}>
            <LazyRundownSettingsPage />
          </RequireAuth>
        }
      />
      {/* The reference data of documents: admin read sees it; changes need admin write. */}
      <Route
        path="admin/registrations"
        element={
          <RequireAuth role={ROLES.adminRead}>
            <LazyReferenceDataPage />
          </RequireAuth>
        }
      />
      {/* The licence: admin read sees it; installing and removing need admin admin. */}
      <Route
        path="admin/licence"
        element={
          <RequireAuth role={ROLES.adminRead}>
            <LazyLicencePage />
          </RequireAuth>
        }
      />
      {/* The mail server and the directory service: every route of theirs needs admin admin. */}
      <Route
        path="admin/mail"
        element={
          <RequireAuth role={ROLES.adminAdmin}>
            <LazyMailPage />
          </RequireAuth>
        }
      />
      <Route
        path="admin/directory"
        element={
          <RequireAuth role={ROLES.adminAdmin}>
            <LazyDirectoryPage />
          </RequireAuth>
        }
      />
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>,
);

let router: ReturnType<typeof createBrowserRouter> | undefined;

export function App() {
  router ??= createBrowserRouter(routes);
  return <RouterProvider router={router} />;
}
