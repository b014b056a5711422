import Button from '@mui/material/Button';
import {formatDay} from '@karat/shared';
import {useState} from 'react';
import {Link as RouterLink, useNavigate} from 'react-router-dom';
import {useSave} from '@/components/EditPage';
import {PageHeader} from '@/components/PageHeader';
import {useCreateTimeRecord} from '../api/time-records';
import {TimeRecordForm} from '../components/TimeRecordForm';
import {businessToday, monthPage, newTimeRecordValues} from '../components/time-record-form';

/** /time-recording/new: a day of the member's, today unless another is chosen; saved, its month shows. */
export function TimeRecordNewRoute() {
  const [today] = useState(businessToday);
  const [initialValues] = useState(() => newTimeRecordValues(today));
  const create = useCreateTimeRecord();
  const navigate = useNavigate();
  const save = useSave(create.mutateAsync, {
    notice: record => `${formatDay(record.date)} recorded`,
    then: record => navigate(monthPage(record.date)),
  });
  return (
    <>
      <PageHeader title="New record" />
      <TimeRecordForm
        label="New record"
        today={today}
        initialValues={initialValues}
        submitting={create.isPending}
        submitLabel="Save"
        onSubmit={save}
        actions={
          <Button component={RouterLink} to="/time-recording">
            Cancel
          </Button>
        }
      />
    </>
  );
}
