import {MESSAGES} from '@karat/shared';
import {useMemo} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {useNotify} from '@/components/Notifications';
import {clientName} from '@/lib/client-search';
import {useClient, useUpdateClient} from '../api/clients';
import {ClientForm, clientFormValues} from '../components/ClientForm';
import {PageHeader} from '../components/PageHeader';

export function ClientEditRoute() {
  const {id = ''} = useParams();
  const client = useClient(id);
  const update = useUpdateClient(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const initialValues = useMemo(() => (client.data ? clientFormValues(client.data) : undefined), [client.data]);

  if (client.isPending) return <Loading />;
  if (client.isError || !initialValues) return <PageHeader title="Client not found" />;
  return (
    <>
      <PageHeader title={`Edit client ${clientName(client.data)}`} />
      <ClientForm
        initialValues={initialValues}
        isWebOrder={client.data.hasWebOrder}
        submitting={update.isPending}
        onSubmit={payload =>
          update.mutate(payload, {
            onSuccess: () => {
              notify.success(MESSAGES.saved);
              navigate('/admin/clients');
            },
          })
        }
      />
    </>
  );
}
