/**
 * /reports/newReport (REPORT write): a new report for the day and program in the address
 * (`?date=&programId=`, today and none without them). Once created, its page opens.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dayOfUrl } from '../documents/day';
import { ReportEditor } from './ReportEditor';
import { newReportForm } from './reportForm';

export function NewReportPage() {
  const [params] = useSearchParams();
  const [start] = useState(() => {
    const { date, programId } = dayOfUrl(params);
    return newReportForm(date, programId);
  });
  return <ReportEditor report={null} lock={null} start={start} />;
}
