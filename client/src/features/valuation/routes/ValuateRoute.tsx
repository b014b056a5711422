import {isRevaluation, valuationChanges, type ValuationInput, type ValuationSnapshot} from '@karat/shared';
import {Formik, useFormikContext} from 'formik';
import {useMemo, useState} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {RecordPage, savingSubmit, useSave} from '@/components/EditPage';
import {ErrorWithRetry} from '@/components/LoadError';
import {Loading} from '@/components/Loading';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {useMaterials, useSaveValuation, useValuationOrder, type Material, type OrderWithRelations} from '../api/valuation';
import {MessagesStep} from '../components/MessagesStep';
import {PreviewStep} from '../components/PreviewStep';
import {ValuateStep} from '../components/ValuateStep';
import {ValuationLabel} from '../components/ValuationLabel';
import {initialValuation, toPayload, type ValuationValues, type ValuedOrder} from '../components/valuation-form';

type Step = 'MESSAGES' | 'VALUATE' | 'PREVIEW';
const PROMPT = '/valuation/valuate';

/** /valuation/valuate/{id}: MESSAGES (Next) -> VALUATE (Back, Preview, Mark as boomerang) -> PREVIEW (Back, Save). */
export function ValuateRoute() {
  const id = Number(useParams().id);
  const order = useValuationOrder(id);
  const materials = useMaterials();
  return (
    <RecordPage query={order} record="order" title={o => `${isRevaluation(o) ? 'Re-valuation' : 'Valuation'} of order ${o.orderNumber}`}>
      {data =>
        materials.isError ? (
          <ErrorWithRetry error={materials.error} onRetry={() => void materials.refetch()} />
        ) : materials.data ? (
          <ValuateForm key={id} order={data} materials={materials.data} />
        ) : (
          <Loading />
        )
      }
    </RecordPage>
  );
}

function ValuateForm({order, materials}: {order: OrderWithRelations; materials: Material[]}) {
  const navigate = useNavigate();
  const save = useSaveValuation(order.id!);
  const onSave = useSave((payload: ValuationInput) => save.mutateAsync(payload), {notice: 'Saved!', then: () => navigate(PROMPT)});
  // A re-valuation starts from the previous valuation; the form's clean state is that valuation.
  const initial = useMemo(() => initialValuation(order as ValuedOrder), [order]);
  return (
    <Formik<ValuationValues> initialValues={initial} onSubmit={savingSubmit(values => toPayload(values, materials), onSave)}>
      <>
        {/* Every way out (a menu link, Logout, Back) asks while something is typed and not saving. */}
        <UnsavedChangesGuard />
        <ValuateSteps order={order} materials={materials} />
        {/* Below the steps: the label's answer arrives while the valuer is already clicking and
            typing, and nothing above the form may move under their hand. */}
        <ValuationLabel orderId={order.id!} revaluation={isRevaluation(order)} />
      </>
    </Formik>
  );
}

function ValuateSteps({order, materials}: {order: OrderWithRelations; materials: Material[]}) {
  const [step, setStep] = useState<Step>('MESSAGES');
  const {values} = useFormikContext<ValuationValues>();
  const payload = useMemo(() => toPayload(values, materials), [values, materials]);
  // What a re-valuation changes against the previous valuation (the order as loaded).
  const changes = useMemo(() => (isRevaluation(order) ? valuationChanges(order as ValuationSnapshot, payload) : undefined), [order, payload]);
  if (step === 'MESSAGES') return <MessagesStep order={order} onNext={() => setStep('VALUATE')} />;
  if (step === 'PREVIEW') return <PreviewStep payload={payload} changes={changes} onBack={() => setStep('VALUATE')} />;
  return (
    <ValuateStep
      order={order}
      materials={materials}
      changes={changes}
      payload={payload}
      prompt={PROMPT}
      onBack={() => setStep('MESSAGES')}
      onPreview={() => setStep('PREVIEW')}
    />
  );
}
