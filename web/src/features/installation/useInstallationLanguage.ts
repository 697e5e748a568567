/**
 * The installation's configuration (`GET /api/branch/config`, no session needed), and its language as
 * the app's default (mobile.md sections 1 and 9: en_US -> en, es_ES -> es, pt_BR -> pt-BR): it takes the
 * place of English when the user has chosen no language (the picker, kept in localStorage) and the
 * browser asks for none we speak.
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
