import Button from '@mui/material/Button';
import {formatDay, TIME_RECORD_MESSAGES} from '@karat/shared';
import {useMemo, useState} from 'react';
import {Link as RouterLink, useNavigate, useParams} from 'react-router-dom';
import {ConfirmDialog} from '@/components/ConfirmDialog';
import {RecordPage, useSave} from '@/components/EditPage';
import {useDeleteTimeRecord, useMyTimeRecord, useUpdateTimeRecord, type TimeRecord} from '../api/time-records';
import {TimeRecordForm} from '../components/TimeRecordForm';
import {businessToday, monthPage, timeRecordValues} from '../components/time-record-form';

/** /time-recording/{id}/edit: the member's own record (another's is 'Time record not found'), saved or deleted. */
export function TimeRecordEditRoute() {
  const {id = ''} = useParams();
  const record = useMyTimeRecord(id);
  return (
    <RecordPage
      query={record}
      record="time record"
      title={r => `Edit ${formatDay(r.date)}`}
      back={
        <Button component={RouterLink} to="/time-recording">
          Back to time recording
        </Button>
      }
    >
      {r => <EditTimeRecord id={id} record={r} />}
    </RecordPage>
  );
}

function EditTimeRecord({id, record}: {id: string; record: TimeRecord}) {
  const [today] = useState(businessToday);
  const initialValues = useMemo(() => timeRecordValues(record), [record]);
  const update = useUpdateTimeRecord(id);
  const remove = useDeleteTimeRecord(id);
  const navigate = useNavigate();
  const save = useSave(update.mutateAsync, {then: saved => navigate(monthPage(saved.date))});
  const deleteRecord = useSave(remove.mutateAsync, {notice: TIME_RECORD_MESSAGES.deleted, then: () => navigate(monthPage(record.date))});
  const [asking, setAsking] = useState(false);
  return (
    <>
      <TimeRecordForm
        label="Time record"
        today={today}
        initialValues={initialValues}
        submitting={update.isPending}
        submitLabel="Save"
        onSubmit={save}
        actions={
          <>
            <Button component={RouterLink} to={monthPage(record.date)}>
              Cancel
            </Button>
            <Button variant="outlined" color="error" onClick={() => setAsking(true)} disabled={remove.isPending} sx={{ml: 'auto'}}>
              Delete
            </Button>
          </>
        }
      />
      {/* Deleting cannot be undone: the question's safe answer has the focus. */}
      <ConfirmDialog
        open={asking}
        title={`Delete the record of ${formatDay(record.date)}?`}
        text="The day is removed from your time recording."
        confirmLabel="Delete"
        focusCancel
        onConfirm={() => {
          setAsking(false);
          void deleteRecord(undefined).catch(() => undefined);
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
