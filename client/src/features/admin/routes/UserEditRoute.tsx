import {MESSAGES} from '@karat/shared';
import {useMemo} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {useNotify} from '@/components/Notifications';
import {useMember, useUpdateMember} from '../api/members';
import {MemberForm, memberFormValues} from '../components/MemberForm';
import {PageHeader} from '../components/PageHeader';

export function UserEditRoute() {
  const {id = ''} = useParams();
  const member = useMember(id);
  const update = useUpdateMember(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const initialValues = useMemo(() => memberFormValues(member.data), [member.data]);

  if (member.isPending) return <Loading />;
  if (member.isError) return <PageHeader title="User not found" />;
  return (
    <>
      <PageHeader title={`Edit user ${member.data.name}`} />
      <MemberForm
        mode="edit"
        initialValues={initialValues}
        submitting={update.isPending}
        onSubmit={payload =>
          update.mutate(payload, {
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
