/**
 * The installation's configuration (`GET /api/branch/config`, no session needed), and its language as
 * the app's while the user has chosen none (mobile.md sections 1 and 9: en_US -> en, es_ES -> es,
 * pt_BR -> pt-BR). The language picker's choice, kept in localStorage, always wins.
 */
import { useEffect } from 'react';
import { followInstallationLocale } from '@newsroom/i18n';
import { useBranchConfigQuery } from './installationApi';

export function useInstallationLanguage() {
  const { data } = useBranchConfigQuery();
  const locale = data?.locale;
  useEffect(() => {
    if (locale) void followInstallationLocale(locale);
  }, [locale]);
  return data;
}
