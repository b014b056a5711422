import {useNavigate} from 'react-router-dom';
import {useSave} from '@/components/EditPage';
import {PageHeader} from '@/components/PageHeader';
import {useCreateMaterial} from '../api/materials';
import {MaterialForm, materialFormValues} from '../components/MaterialForm';

const initialValues = materialFormValues();

export function MaterialNewRoute() {
  const create = useCreateMaterial();
  const navigate = useNavigate();
  const save = useSave(create.mutateAsync, {then: () => navigate('/admin/materials')});
  return (
    <>
      <PageHeader title="New material" />
      <MaterialForm initialValues={initialValues} submitting={create.isPending} onSubmit={save} />
    </>
  );
}
