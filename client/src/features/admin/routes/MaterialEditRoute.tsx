import {useMemo} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {RecordPage, useSave} from '@/components/EditPage';
import {useMaterial, useUpdateMaterial} from '../api/materials';
import {MaterialForm, materialFormValues} from '../components/MaterialForm';

export function MaterialEditRoute() {
  const {id = ''} = useParams();
  const material = useMaterial(id);
  const update = useUpdateMaterial(id);
  const navigate = useNavigate();
  const save = useSave(update.mutateAsync, {then: () => navigate('/admin/materials')});
  const initialValues = useMemo(() => materialFormValues(material.data), [material.data]);
  return (
    <RecordPage query={material} record="material" title={data => `Edit material ${data.name}`}>
      {() => <MaterialForm initialValues={initialValues} submitting={update.isPending} onSubmit={save} />}
    </RecordPage>
  );
}
