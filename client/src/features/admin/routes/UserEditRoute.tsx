import {useMemo} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {RecordPage, useSave} from '@/components/EditPage';
import {useMember, useUpdateMember} from '../api/members';
import {MemberForm, memberFormValues} from '../components/MemberForm';

export function UserEditRoute() {
  const {id = ''} = useParams();
  const member = useMember(id);
  const update = useUpdateMember(id);
  const navigate = useNavigate();
  const save = useSave(update.mutateAsync, {then: () => navigate('/admin/users')});
  const initialValues = useMemo(() => memberFormValues(member.data), [member.data]);
  return (
    <RecordPage query={member} record="user" title={data => `Edit user ${data.name}`}>
      {() => <MemberForm mode="edit" initialValues={initialValues} submitting={update.isPending} onSubmit={save} />}
    </RecordPage>
  );
}
