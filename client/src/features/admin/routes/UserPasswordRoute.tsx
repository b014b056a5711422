import {MESSAGES} from '@karat/shared';
import {useNavigate, useParams} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {useNotify} from '@/components/Notifications';
import {useMember, useSetMemberPassword} from '../api/members';
import {PageHeader} from '../components/PageHeader';
import {PasswordForm} from '../components/PasswordForm';

export function UserPasswordRoute() {
  const {id = ''} = useParams();
  const member = useMember(id);
  const setPassword = useSetMemberPassword(id);
  const notify = useNotify();
  const navigate = useNavigate();

  if (member.isPending) return <Loading />;
  if (member.isError) return <PageHeader title="User not found" />;
  return (
    <>
      <PageHeader title={`Change password: ${member.data.name}`} />
      <PasswordForm
        username={member.data.username}
        submitting={setPassword.isPending}
        onSubmit={password =>
          setPassword.mutate(password, {
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
