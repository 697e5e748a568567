/**
 * The access log (`GET /api/access_logs`, docs/openapi.json tag "users"): logins, failed and throttled
 * attempts, logouts, ended sessions and password changes, newest first, by login name or address.
 */
import type { AccessLogPage } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

export interface AccessLogFilter {
  /** Login names containing it (case-insensitive); empty: every login. */
  login: string;
  /** Addresses starting with it; empty: every address. */
  ip: string;
  /** From 0. */
  page: number;
  size: number;
}

/** Lines per page. */
export const ACCESS_LOG_PAGE_SIZE = 25;

/** The query of `GET /api/access_logs`: empty filters are left out. */
export function accessLogParams({ login, ip, page, size }: AccessLogFilter): Record<string, string | number> {
  const byLogin = login.trim();
  const byIp = ip.trim();
  return { ...(byLogin ? { login: byLogin } : {}), ...(byIp ? { ip: byIp } : {}), page, size };
}

export const accessLogsApi = api.injectEndpoints({
  endpoints: (build) => ({
    accessLogs: build.query<AccessLogPage, AccessLogFilter>({
      query: (filter) => ({ url: '/access_logs', params: accessLogParams(filter) }),
    }),
  }),
});

export const { useAccessLogsQuery } = accessLogsApi;
