import {useNavigate, useParams} from 'react-router-dom';
import {RecordPage, useSave} from '@/components/EditPage';
import {useMember, useSetMemberPassword} from '../api/members';
import {PasswordForm} from '../components/PasswordForm';

export function UserPasswordRoute() {
  const {id = ''} = useParams();
  const member = useMember(id);
  const setPassword = useSetMemberPassword(id);
  const navigate = useNavigate();
  const save = useSave(setPassword.mutateAsync, {then: () => navigate('/admin/users')});
  return (
    <RecordPage query={member} record="user" title={data => `Change password: ${data.name}`}>
      {data => <PasswordForm username={data.username} submitting={setPassword.isPending} onSubmit={save} />}
    </RecordPage>
  );
}
