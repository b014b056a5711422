import {MESSAGES} from '@karat/shared';
import {useNavigate} from 'react-router-dom';
import {useNotify} from '@/components/Notifications';
import {useCreateMember} from '../api/members';
import {MemberForm, memberFormValues} from '../components/MemberForm';
import {PageHeader} from '../components/PageHeader';

const initialValues = memberFormValues();

export function UserNewRoute() {
  const create = useCreateMember();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New user" />
      <MemberForm
        mode="create"
        initialValues={initialValues}
        submitting={create.isPending}
        onSubmit={payload =>
          create.mutate(payload, {
            onSuccess: () => {
              notify.success(MESSAGES.saved);
              navigate('/admin/users');
            },
          })
        }
      />
    </>
  );
}
