import Button from '@mui/material/Button';
import {useState} from 'react';
import {Link as RouterLink, useNavigate} from 'react-router-dom';
import {useSave} from '@/components/EditPage';
import {PageHeader} from '@/components/PageHeader';
import {useRegisterComplaint} from '../api/complaints';
import {ComplaintForm} from '../components/ComplaintForm';
import {newComplaintValues, type createPayload} from '../components/complaint-form';

/**
 * Spec 02 §2 /complaints/create. The spec only logs a failed create; here the server's reason shows
 * in red like every other form (a client number that names nobody must be corrected, not lost).
 */
export function ComplaintCreateRoute() {
  const [initialValues] = useState(() => newComplaintValues());
  const register = useRegisterComplaint();
  const navigate = useNavigate();
  const save = useSave(register.mutateAsync, {
    notice: complaint => `Complaint ${complaint.complaintNumber} created`,
    then: complaint => navigate(`/complaints/${complaint.id}`),
  });
  return (
    <>
      <PageHeader title="New complaint" />
      <ComplaintForm
        mode="create"
        initialValues={initialValues}
        submitting={register.isPending}
        onSubmit={payload => save(payload as ReturnType<typeof createPayload>)}
        actions={
          <Button component={RouterLink} to="/complaints">
            Cancel
          </Button>
        }
      />
    </>
  );
}
