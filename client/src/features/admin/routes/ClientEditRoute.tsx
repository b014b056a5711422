import {useMemo} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {RecordPage, useSave} from '@/components/EditPage';
import {clientName} from '@/entities/client';
import {useClient, useUpdateClient} from '../api/clients';
import {ClientForm, clientFormValues} from '../components/ClientForm';

export function ClientEditRoute() {
  const {id = ''} = useParams();
  const client = useClient(id);
  const update = useUpdateClient(id);
  const navigate = useNavigate();
  const save = useSave(update.mutateAsync, {then: () => navigate('/admin/clients')});
  const initialValues = useMemo(() => (client.data ? clientFormValues(client.data) : undefined), [client.data]);
  return (
    <RecordPage query={client} record="client" title={data => `Edit client ${clientName(data)}`}>
      {data => initialValues && <ClientForm initialValues={initialValues} isWebOrder={data.hasWebOrder} submitting={update.isPending} onSubmit={save} />}
    </RecordPage>
  );
}
