import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {COUNTRIES, COUNTRY_LABELS, GENDERS, LANGUAGES, LANGUAGE_LABELS, type MarketMember} from '@karat/shared';
import {useState} from 'react';
import {ConfirmDialog} from '@/components/ConfirmDialog';
import {Form, Formik, useFormikContext} from 'formik';
import {FormikCheckbox, FormikNumberField, FormikTextField, FormikSelect} from '@/components/FormFields';
import {FormikDateTimeField} from '@/components/FormikDateTimeField';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {useDebouncedValue} from '@/lib/use-debounced-value';
import {useActiveMembers, usePlaceSuggestions, type AddOrderRequest} from '../api/buyer';
import {addOrderPayload, ORDER_MESSAGE_FIELDS, ORDER_MESSAGE_LABELS, otherMarketQuestion, validateAddOrder, type AddOrderValues} from './add-order-form';

const GENDER_LABELS: Record<string, string> = {unknown: 'Unknown', male: 'Male', female: 'Female'};
/** Spec 01 §7 "A places autocomplete and geocode service": the places service is asked 1000 ms after typing stops. */
export const PLACES_DEBOUNCE_MS = 1000;

const countryOptions = COUNTRIES.map(country => (
  <MenuItem key={country} value={country}>
    {COUNTRY_LABELS[country]}
  </MenuItem>
));
const languageOptions = LANGUAGES.map(language => (
  <MenuItem key={language} value={language}>
    {LANGUAGE_LABELS[language]}
  </MenuItem>
));

export function AddOrderForm({
  initialValues,
  clientId,
  canWebOrder,
  member,
  submitting,
  onSubmit,
  onCancel,
}: {
  initialValues: AddOrderValues;
  clientId: number | undefined;
  canWebOrder: boolean;
  /** The member adding the order: their market decides whether to ask first. */
  member: MarketMember;
  submitting: boolean;
  onSubmit(body: AddOrderRequest): void;
  onCancel(): void;
}) {
  const callers = useActiveMembers(canWebOrder);
  const [asking, setAsking] = useState<{body: AddOrderRequest; question: string} | null>(null);
  return (
    <Formik
      initialValues={initialValues}
      validate={validateAddOrder(initialValues, clientId, canWebOrder)}
      onSubmit={values => {
        const body = addOrderPayload(values, initialValues, clientId, canWebOrder);
        const question = otherMarketQuestion(body, member, callers.data);
        if (question) setAsking({body, question});
        else onSubmit(body);
      }}
    >
      <Form noValidate aria-label="Add order">
        <UnsavedChangesGuard />
        <Typography variant="h6" component="h2" sx={{mb: 2}}>
          Client
        </Typography>
        <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', md: '1fr 1fr 1fr'}, maxWidth: 1000}}>
          {/* A found client is the one with this phone: the phone changes only by finding again. */}
          <FormikTextField
            name="client.phone"
            label="Phone"
            required
            slotProps={clientId ? {input: {readOnly: true}} : undefined}
            helperText={clientId ? 'Change phone to find another client' : undefined}
          />
          {/* The client was just looked up: the call goes on from the name. */}
          <FormikTextField name="client.firstName" label="First name" required autoFocus />
          <FormikTextField name="client.lastName" label="Last name" required />
          <FormikSelect name="client.gender" label="Gender" required options={GENDERS} labels={GENDER_LABELS} />
          <Box sx={{position: 'relative'}}>
            <FormikTextField name="client.address" label="Address" required fullWidth autoComplete="off" />
            <AddressSuggestions initialAddress={initialValues.client.address} />
          </Box>
          <FormikTextField name="client.zip" label="Zip" required />
          <FormikTextField name="client.city" label="City" required />
          <FormikTextField name="client.country" label="Client country" select required>
            {countryOptions}
          </FormikTextField>
          <FormikTextField name="client.language" label="Client language" select required>
            {languageOptions}
          </FormikTextField>
          <FormikTextField name="client.email" label="Email" type="email" />
          <BirthYearField />
        </Box>

        <Typography variant="h6" component="h2" sx={{mt: 4, mb: 2}}>
          Order
        </Typography>
        <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', md: '1fr 1fr 1fr'}, maxWidth: 1000}}>
          <FormikDateTimeField name="order.welcomeCall" label="Welcome call" />
          <FormikDateTimeField name="order.dueDate" label="Due date" />
          <Typography color="text.secondary" sx={{alignSelf: 'center'}}>
            Country and language: the client&apos;s
          </Typography>
          {canWebOrder ? <WebOrderFields /> : <Box />}
          {ORDER_MESSAGE_FIELDS.map(key => (
            <FormikTextField key={key} name={`order.${key}`} label={ORDER_MESSAGE_LABELS[key]} multiline minRows={2} sx={{gridColumn: {md: 'span 3'}}} />
          ))}
        </Box>
        {/* Kept in view at the window's foot: at 1366 x 768 the buyer on the phone never scrolls to save. */}
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            mt: 3,
            py: 1.5,
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button type="submit" variant="contained" disabled={submitting}>
            Add order
          </Button>
          <Button onClick={onCancel}>Change phone</Button>
        </Box>
        <ConfirmDialog
          open={asking !== null}
          title="Another market"
          text={asking?.question ?? ''}
          confirmLabel="Add order"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            if (asking) onSubmit({...asking.body, confirmOtherMarket: true});
            setAsking(null);
          }}
        />
      </Form>
    </Formik>
  );
}

/** Required unless it is a web order (spec 01 §5 "Client form"). */
function BirthYearField() {
  const {values} = useFormikContext<AddOrderValues>();
  return <FormikNumberField name="client.birthYear" label="Birth year" integer required={!values.order.isWebOrder} />;
}

/** Only buyerWebOrder members: the web-order box, and when ticked the caller chooser (active members). */
function WebOrderFields() {
  const {values} = useFormikContext<AddOrderValues>();
  const members = useActiveMembers(values.order.isWebOrder);
  return (
    <Box sx={{display: 'flex', gap: 2, alignItems: 'center'}}>
      <FormikCheckbox name="order.isWebOrder" label="Web order" />
      {values.order.isWebOrder && (
        <FormikTextField name="order.callerId" label="Caller" select sx={{flexGrow: 1}}>
          <MenuItem value="">Me</MenuItem>
          {members.data?.map(member => (
            <MenuItem key={member.id} value={String(member.id)}>
              {member.name}
            </MenuItem>
          ))}
        </FormikTextField>
      )}
    </Box>
  );
}

/**
 * Address, zip and city suggestions from the places service, 1000 ms after typing stops. The service
 * is off by default: it answers enabled false and nothing shows.
 */
function AddressSuggestions({initialAddress}: {initialAddress: string}) {
  const {values, setFieldValue} = useFormikContext<AddOrderValues>();
  const typed = values.client.address;
  const debounced = useDebouncedValue(typed, PLACES_DEBOUNCE_MS);
  const asked = debounced !== initialAddress ? debounced : '';
  const places = usePlaceSuggestions(asked, values.client.country);
  const suggestions = places.data?.enabled ? (places.data.suggestions ?? []) : [];
  if (!asked || debounced !== typed || suggestions.length === 0) return null;
  if (suggestions.length === 1 && suggestions[0].address === typed) return null;
  return (
    <Paper elevation={4} sx={{position: 'absolute', zIndex: 10, left: 0, right: 0, mt: 0.5}}>
      <List dense aria-label="Address suggestions">
        {suggestions.map(place => (
          <ListItemButton
            key={`${place.description}-${place.zip}`}
            onClick={() => {
              void setFieldValue('client.address', place.address ?? '');
              void setFieldValue('client.zip', place.zip ?? '');
              void setFieldValue('client.city', place.city ?? '');
            }}
          >
            <ListItemText primary={place.description ?? place.address} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
