/**
 * /productions/newProduction (PRODUCTION write): a new checklist for the day and program in the address
 * (`?date=&programId=`, today and none without them). Once created, its page opens.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProductionEditor } from './ProductionEditor';
import { dayOfUrl } from './productionDay';
import { newProductionForm } from './productionForm';

export function NewProductionPage() {
  const [params] = useSearchParams();
  const [start] = useState(() => {
    const { date, programId } = dayOfUrl(params);
    return newProductionForm(date, programId);
  });
  return <ProductionEditor production={null} lock={null} start={start} />;
}
