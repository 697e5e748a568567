/**
 * /reportages/newReportage (web.md section 2, "create", news report write): a new reportage for the day in
 * the address (`?date=`, today without one), starting with its lead. Once created it goes on in its own
 * editor (/reportages/editReportage/{id}), under its edit lock.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDate, todayIso } from '@newsroom/time';
import { ReportageEditor } from './ReportageEditor';
import { newReportageForm } from './reportageForm';

export function NewReportagePage() {
  const [params] = useSearchParams();
  const [start] = useState(() => {
    const date = params.get('date') ?? '';
    return newReportageForm(isIsoDate(date) ? date : todayIso());
  });
  return <ReportageEditor reportage={null} lock={null} start={start} />;
}
