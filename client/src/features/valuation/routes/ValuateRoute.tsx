import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CUSTOM_GOLD_DENSITY,
  factorEditable,
  firstSilverMaterial,
  isRevaluation,
  OTHER_DENSITY,
  priceByHand,
  valuationFigures,
  VALUATION_MESSAGES,
} from '@karat/shared';
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {ConfirmDialog} from '@/components/ConfirmDialog';
import {ErrorWithRetry} from '@/components/LoadError';
import {Loading} from '@/components/Loading';
import {useNotify} from '@/components/Notifications';
import {PageHeader} from '@/components/PageHeader';
import {LEAVE_TEXT, LEAVE_TITLE, useUnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {errorMessage} from '@/lib/api-error';
import {printValuationLabel} from '@/lib/printing';
import {TEXTS} from '@/lib/texts';
import {ValuationImage} from '@/components/ValuationImage';
import {useMarkBoomerang, useMaterials, useSaveValuation, useValuationOrder, type Material, type OrderWithRelations} from '../api/valuation';
import {ImageUploads, type Images} from '../components/ImageUploads';
import {emptyValuation, firstError, rowFigures, toPayload, type ProductRow, type ValuationValues} from '../components/valuation-form';

type Step = 'MESSAGES' | 'VALUATE' | 'PREVIEW';
const PROMPT = '/valuation/valuate';

/** The product table's columns, in the form and in its preview. */
const PRODUCT_COLUMNS = ['Name', 'Density', 'Weight (g)', 'Factor', 'Price', 'In deal'];

/** /valuation/valuate/{id}: MESSAGES (Next) -> VALUATE (Back, Preview, Mark as boomerang) -> PREVIEW (Back, Save). */
export function ValuateRoute() {
  const id = Number(useParams().id);
  const order = useValuationOrder(id);
  const materials = useMaterials();
  if (order.isError) return <ErrorWithRetry error={order.error} onRetry={() => void order.refetch()} />;
  if (materials.isError) return <ErrorWithRetry error={materials.error} onRetry={() => void materials.refetch()} />;
  if (!order.data || !materials.data) return <Loading />;
  return <ValuateForm key={id} order={order.data} materials={materials.data} />;
}

const num = (value: number | 'Error' | undefined) => (value === undefined || value === 'Error' ? 'Error' : value.toFixed(2));

function ValuateForm({order, materials}: {order: OrderWithRelations; materials: Material[]}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [step, setStep] = useState<Step>('MESSAGES');
  const [values, setValues] = useState<ValuationValues>(() => emptyValuation(order));
  const [asking, setAsking] = useState<'back' | 'boomerang' | null>(null);
  const save = useSaveValuation(order.id!);
  const boomerang = useMarkBoomerang(order.id!);
  const revaluation = isRevaluation(order);
  const dirty = JSON.stringify(values) !== JSON.stringify(emptyValuation(order));
  useUnsavedChangesGuard(dirty && !save.isPending && !save.isSuccess && !boomerang.isSuccess);

  // The valuation label prints when the page opens, unless the order is a re-valuation (spec 02 §4 "Valuation").
  // Without QZ Tray it waits behind a "Print label" link: a tab opening by itself takes the focus, and
  // what the valuer types meanwhile ("12,5") is lost or half saved ("2,5").
  const printed = useRef(false);
  const [labelPdf, setLabelPdf] = useState<{url: string; reason: string} | null>(null);
  useEffect(() => {
    if (printed.current || revaluation) return;
    printed.current = true;
    printValuationLabel(order.id!)
      .then(outcome => outcome.via === 'pdf-tab' && setLabelPdf({url: outcome.url, reason: outcome.reason}))
      .catch((error: unknown) => notify.error(`Print valuation label failed: ${errorMessage(error)}`));
  }, [order.id, revaluation, notify]);

  const payload = useMemo(() => toPayload(values, materials), [values, materials]);
  const error = firstError(payload);
  const totals = valuationFigures(payload.products ?? [], payload.materialWeight);
  const set = (patch: Partial<ValuationValues>) => setValues(v => ({...v, ...patch}));
  const [uploading, setUploading] = useState(false);
  const changeImages = useCallback(
    (change: (images: Images) => Images) =>
      setValues(v => {
        const images = change({valuationImage: v.valuationImage, extraImages: v.extraImages});
        return {...v, valuationImage: images.valuationImage, extraImages: images.extraImages};
      }),
    [],
  );
  const setRow = (key: string, patch: Partial<ProductRow>) => setValues(v => ({...v, products: v.products.map(r => (r.key === key ? {...r, ...patch} : r))}));

  function addProduct() {
    const silver = firstSilverMaterial(materials);
    if (!silver) return notify.error(VALUATION_MESSAGES.missingSilverMaterial);
    const key = `p${Date.now().toString(36)}${values.products.length}`;
    set({products: [...values.products, {key, name: '', density: String(silver.id), weight: '', factor: '', price: '', inDeal: true}]});
  }

  async function submit() {
    try {
      await save.mutateAsync(payload);
      notify.success('Saved!');
      navigate(PROMPT);
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  }

  async function markBoomerang() {
    setAsking(null);
    try {
      await boomerang.mutateAsync();
      notify.success('Marked as boomerang');
      navigate(PROMPT);
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  }

  const client = order.client;
  const title = `${revaluation ? 'Re-valuation' : 'Valuation'} of order ${order.orderNumber}`;

  return (
    <>
      <PageHeader title={title} />
      {labelPdf && (
        <Alert
          severity="info"
          role="status"
          sx={{mb: 2, maxWidth: 720}}
          action={
            <Button color="inherit" size="small" href={labelPdf.url} target="_blank" rel="noopener">
              Print label
            </Button>
          }
        >
          The valuation label was not printed: {labelPdf.reason.replace(/\.$/, '')}.
        </Alert>
      )}
      {step === 'MESSAGES' && (
        <Paper sx={{p: 2, maxWidth: 720}}>
          <Typography variant="h6">Messages</Typography>
          <Typography>
            Client: {[client?.firstName, client?.lastName].filter(Boolean).join(' ')} {client?.clientNumber ? `(${client.clientNumber})` : ''}
          </Typography>
          <Typography>Country: {order.country}</Typography>
          {[
            ['General message', order.generalMessage],
            ['Message to valuation from buyer', order.valuationMessageFromBuyer],
            ['Message to revaluation from teller', order.revaluationMessageFromTeller],
          ].map(([label, text]) => (
            <Alert key={label} severity={text ? 'info' : 'success'} sx={{mt: 1}}>
              <strong>{label}:</strong> {text || '-'}
            </Alert>
          ))}
          <Button variant="contained" sx={{mt: 2}} onClick={() => setStep('VALUATE')}>
            Next
          </Button>
        </Paper>
      )}

      {step === 'VALUATE' && (
        <Paper sx={{p: 2}}>
          <Typography variant="h6">Basic information</Typography>
          <Typography gutterBottom>
            Order {order.orderNumber}, bar code {order.barCode}
          </Typography>
          <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{my: 2}}>
            <TextField label="Material weight (g)" required value={values.materialWeight} onChange={e => set({materialWeight: e.target.value})} />
            <TextField label="Package weight (g)" required value={values.packageWeight} onChange={e => set({packageWeight: e.target.value})} />
            <TextField
              label="No-value weight (g)"
              value={Number.isNaN(totals.noValueWeight) ? 'Error' : totals.noValueWeight}
              slotProps={{input: {readOnly: true}}}
            />
          </Stack>
          <TableContainer>
            <Table size="small" aria-label="Products">
              <TableHead>
                <TableRow>
                  {PRODUCT_COLUMNS.map(label => (
                    <TableCell key={label}>{label}</TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {values.products.map((row, index) => {
                  const figures = rowFigures(row, materials);
                  return (
                    <TableRow key={row.key}>
                      <TableCell>
                        <TextField size="small" label={`Name ${index + 1}`} value={row.name} onChange={e => setRow(row.key, {name: e.target.value})} />
                      </TableCell>
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          label={`Density ${index + 1}`}
                          value={row.density}
                          onChange={e => setRow(row.key, {density: e.target.value})}
                          sx={{minWidth: 180}}
                        >
                          {materials.map(m => (
                            <MenuItem key={m.id} value={String(m.id)}>
                              {m.name}
                            </MenuItem>
                          ))}
                          <MenuItem value={OTHER_DENSITY}>Other</MenuItem>
                          <MenuItem value={CUSTOM_GOLD_DENSITY}>Custom gold</MenuItem>
                        </TextField>
                      </TableCell>
                      <TableCell>
                        <TextField size="small" label={`Weight ${index + 1}`} value={row.weight} onChange={e => setRow(row.key, {weight: e.target.value})} />
                      </TableCell>
                      <TableCell>
                        {factorEditable(row.density) ? (
                          <TextField size="small" label={`Factor ${index + 1}`} value={row.factor} onChange={e => setRow(row.key, {factor: e.target.value})} />
                        ) : (
                          String(figures.factor ?? '')
                        )}
                      </TableCell>
                      <TableCell data-price={index}>
                        {priceByHand(row.density) ? (
                          <TextField size="small" label={`Price ${index + 1}`} value={row.price} onChange={e => setRow(row.key, {price: e.target.value})} />
                        ) : (
                          num(figures.price)
                        )}
                      </TableCell>
                      <TableCell>
                        <Checkbox
                          checked={row.inDeal}
                          onChange={e => setRow(row.key, {inDeal: e.target.checked})}
                          slotProps={{input: {'aria-label': `In deal ${index + 1}`}}}
                        />
                      </TableCell>
                      <TableCell>
                        <Button size="small" onClick={() => set({products: values.products.filter(r => r.key !== row.key)})}>
                          Remove
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <Button sx={{mt: 1}} onClick={addProduct}>
            Add product
          </Button>
          <Typography sx={{mt: 1}}>
            Gold {totals.goldWeight} g, silver {totals.silverWeight} g, custom gold {totals.customGoldWeight} g, other {totals.otherWeight} g; total{' '}
            {num(Number.isNaN(totals.price) ? 'Error' : totals.price)}
          </Typography>
          <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{my: 2}}>
            <TextField
              label="Message to teller"
              multiline
              value={values.tellerMessageFromValuation}
              onChange={e => set({tellerMessageFromValuation: e.target.value})}
              sx={{minWidth: 320}}
            />
          </Stack>
          <ImageUploads orderId={order.id!} images={values} onChange={changeImages} onUploading={setUploading} />
          {(error || uploading) && (
            <Alert severity="warning" sx={{mb: 2}} role="status">
              {uploading ? TEXTS.images.waitForUpload : error}
            </Alert>
          )}
          <Stack direction="row" spacing={2}>
            <Button onClick={() => (dirty ? setAsking('back') : setStep('MESSAGES'))}>Back</Button>
            <Button variant="contained" disabled={Boolean(error) || uploading} onClick={() => setStep('PREVIEW')}>
              Preview
            </Button>
            <Button color="warning" onClick={() => setAsking('boomerang')} disabled={boomerang.isPending}>
              Mark as boomerang
            </Button>
          </Stack>
        </Paper>
      )}

      {step === 'PREVIEW' && (
        <Paper sx={{p: 2, maxWidth: 900}}>
          <Typography variant="h6">Preview</Typography>
          <Typography>
            Material weight {payload.materialWeight} g, package weight {payload.packageWeight} g, gold {payload.goldWeight} g, silver {payload.silverWeight} g,
            no value {totals.noValueWeight} g
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Products to save">
              <TableHead>
                <TableRow>
                  {PRODUCT_COLUMNS.map(label => (
                    <TableCell key={label}>{label}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {(payload.products ?? []).map(p => (
                  <TableRow key={p.key}>
                    <TableCell>{p.name}</TableCell>
                    <TableCell>{p.densityName}</TableCell>
                    <TableCell>{p.weight}</TableCell>
                    <TableCell>{p.factor}</TableCell>
                    <TableCell>{p.price.toFixed(2)}</TableCell>
                    <TableCell>{p.inDeal ? 'Yes' : 'No'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography sx={{mt: 1, fontWeight: 'bold'}}>Total: {payload.price.toFixed(2)}</Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{mt: 2, flexWrap: 'wrap'}} aria-label="Images to save">
            <ValuationImage imageKey={payload.valuationImage} label={TEXTS.images.valuationImage} size={120} />
            {(payload.extraImages ?? []).map((key, index) => (
              <ValuationImage key={key} imageKey={key} label={`${TEXTS.images.extraImages} ${index + 1}`} size={120} />
            ))}
          </Stack>
          <Stack direction="row" spacing={2} sx={{mt: 2}}>
            <Button onClick={() => setStep('VALUATE')}>Back</Button>
            <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
              Save
            </Button>
          </Stack>
        </Paper>
      )}

      <ConfirmDialog
        open={asking === 'back'}
        title={LEAVE_TITLE}
        text={LEAVE_TEXT}
        confirmLabel="Back"
        focusCancel
        onConfirm={() => {
          setAsking(null);
          setValues(emptyValuation(order));
          setStep('MESSAGES');
        }}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'boomerang'}
        title="Mark as boomerang"
        text={`Order ${order.orderNumber} will be closed as a boomerang.`}
        confirmLabel="Mark as boomerang"
        focusCancel
        onConfirm={() => void markBoomerang()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
