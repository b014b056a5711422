import {useNavigate} from 'react-router-dom';
import {useSave} from '@/components/EditPage';
import {PageHeader} from '@/components/PageHeader';
import {useCreateMember} from '../api/members';
import {MemberForm, memberFormValues} from '../components/MemberForm';

const initialValues = memberFormValues();

export function UserNewRoute() {
  const create = useCreateMember();
  const navigate = useNavigate();
  const save = useSave(create.mutateAsync, {then: () => navigate('/admin/users')});
  return (
    <>
      <PageHeader title="New user" />
      <MemberForm mode="create" initialValues={initialValues} submitting={create.isPending} onSubmit={save} />
    </>
  );
}
