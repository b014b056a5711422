import {MESSAGES} from '@karat/shared';
import {useMemo} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {useNotify} from '@/components/Notifications';
import {useMaterial, useUpdateMaterial} from '../api/materials';
import {MaterialForm, materialFormValues} from '../components/MaterialForm';
import {PageHeader} from '../components/PageHeader';

export function MaterialEditRoute() {
  const {id = ''} = useParams();
  const material = useMaterial(id);
  const update = useUpdateMaterial(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const initialValues = useMemo(() => materialFormValues(material.data), [material.data]);

  if (material.isPending) return <Loading />;
  if (material.isError) return <PageHeader title="Material not found" />;
  return (
    <>
      <PageHeader title={`Edit material ${material.data.name}`} />
      <MaterialForm
        initialValues={initialValues}
        submitting={update.isPending}
        onSubmit={payload =>
          update.mutate(payload, {
            onSuccess: () => {
              notify.success(MESSAGES.saved);
              navigate('/admin/materials');
            },
          })
        }
      />
    </>
  );
}
