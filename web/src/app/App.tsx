import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { ROLES } from '../features/auth/permissions';
import { RequireAuth } from '../features/auth/RequireAuth';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { AppLayout } from '../features/layout/AppLayout';
import { RundownPage } from '../features/rundown/RundownPage';
import { RundownPickerPage } from '../features/rundown/RundownPickerPage';

/** The routes of web.md section 2 that exist so far, each with its permission. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route
          element={
            <RequireAuth role={null}>
              <AppLayout />
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to="/home" replace />} />
          <Route path="home" element={<HomePage />} />
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
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
