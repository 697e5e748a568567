/**
 * /proposals/newProposal (ASSIGNMENT_PROPOSAL write): a new proposal for the day and program in the address
 * (`?date=&programId=`; tomorrow and none without them). Once sent, the list of its day opens.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { shiftDate, todayIso } from '@newsroom/time';
import { dayOfUrl } from '../documents/day';
import { newProposalForm } from './proposalForm';
import { ProposalEditor } from './ProposalEditor';

export function NewProposalPage() {
  const [params] = useSearchParams();
  const [start] = useState(() => {
    const { date, programId } = dayOfUrl(params, shiftDate(todayIso(), 1));
    return newProposalForm(date, programId);
  });
  return <ProposalEditor proposal={null} start={start} />;
}
