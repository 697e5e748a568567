/**
 * The mail server (`docs/openapi.json` tag "mail", web.md section 2 "mail server"; admin admin for every
 * route): its settings (`GET`/`PUT /api/mail/config`, never the password: `passwordSet` says whether one
 * is stored) and a test mail (`POST /api/mail/test`), whose outcome comes with the server's own words.
 */
import type { MailConfig, MailConfigIn, MailResult, TestMailIn } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

export const mailApi = api.injectEndpoints({
  endpoints: (build) => ({
    mailConfig: build.query<MailConfig, void>({
      query: () => '/mail/config',
      providesTags: ['MailConfig'],
    }),
    /**
     * 422 on `host` (required), `port` (range 1-65535), `security` (one of), `sender` (email), `senderName`
     * and `username` (too long), `password` (required with a username and none stored). `password` absent
     * or null keeps the stored one, `""` removes it.
     */
    updateMailConfig: build.mutation<MailConfig, MailConfigIn>({
      query: (body) => ({ url: '/mail/config', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['MailConfig']),
    }),
    /** A test mail to `to` with the saved settings: 200 with the outcome whatever happened, 422 on `to`. */
    sendTestMail: build.mutation<MailResult, TestMailIn>({
      query: (body) => ({ url: '/mail/test', method: 'POST', body }),
    }),
  }),
});

export const { useMailConfigQuery, useUpdateMailConfigMutation, useSendTestMailMutation } = mailApi;
