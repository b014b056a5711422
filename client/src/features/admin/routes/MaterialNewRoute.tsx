import {MESSAGES} from '@karat/shared';
import {useNavigate} from 'react-router-dom';
import {useNotify} from '@/components/Notifications';
import {useCreateMaterial} from '../api/materials';
import {MaterialForm, materialFormValues} from '../components/MaterialForm';
import {PageHeader} from '../components/PageHeader';

const initialValues = materialFormValues();

export function MaterialNewRoute() {
  const create = useCreateMaterial();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New material" />
      <MaterialForm
        initialValues={initialValues}
        submitting={create.isPending}
        onSubmit={payload =>
          create.mutate(payload, {
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
