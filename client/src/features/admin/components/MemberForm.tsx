import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import {
  COUNTRIES,
  COUNTRY_LABELS,
  LANGUAGES,
  LANGUAGE_LABELS,
  ROLE_FLAGS,
  ROLE_LABELS,
  TEAMS,
  TEAM_LABELS,
  memberSchema,
  type MemberForm as MemberPayload,
  type RoleFlag,
} from '@karat/shared';
import {memberCreateSchema, type MemberCreateForm} from '@karat/shared/password-rules';
import {Form, Formik} from 'formik';
import {Link as RouterLink} from 'react-router-dom';
import {savingSubmit} from '@/components/EditPage';
import {FormikCheckbox, FormikNumberField, FormikTextField, FormikSelect} from '@/components/FormFields';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {toFormikValidate} from '@/lib/formik-zod';
import {emptyField, numberOf, numberText} from '@/lib/payload';

/** What the inputs hold: text inputs hold '' for "nothing", number inputs '' until typed. */
export type MemberFormValues = {
  name: string;
  username: string;
  password: string;
  phone: string;
  /** As typed. */
  buyerCommission: string;
  preferLanguage: string;
  preferCountry: string;
  team: string;
  location: string;
  isActive: boolean;
} & Record<RoleFlag, boolean>;

type MemberLike = Partial<Record<keyof MemberPayload, unknown>>;

export function memberFormValues(member?: MemberLike): MemberFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const roles = Object.fromEntries(ROLE_FLAGS.map(flag => [flag, member?.[flag] === true])) as Record<RoleFlag, boolean>;
  return {
    name: text(member?.name),
    username: text(member?.username),
    password: '',
    phone: text(member?.phone),
    buyerCommission: numberText(typeof member?.buyerCommission === 'number' ? member.buyerCommission : 0),
    preferLanguage: text(member?.preferLanguage),
    preferCountry: text(member?.preferCountry),
    team: text(member?.team),
    location: text(member?.location),
    isActive: member ? member.isActive === true : true,
    ...roles,
  };
}

/** Inputs -> request body candidate: numbers are numbers, emptied optional fields see emptyField. */
function toPayload(values: MemberFormValues, initial: MemberFormValues, withPassword: boolean) {
  const {password, ...rest} = values;
  return {
    ...rest,
    phone: values.phone || emptyField(initial.phone),
    buyerCommission: numberOf(values.buyerCommission),
    preferLanguage: values.preferLanguage || undefined,
    preferCountry: values.preferCountry || undefined,
    team: values.team || emptyField(initial.team),
    location: values.location || emptyField(initial.location),
    ...(withPassword ? {password} : {}),
  };
}

type Props =
  | {mode: 'create'; initialValues: MemberFormValues; submitting: boolean; onSubmit(payload: MemberCreateForm): Promise<unknown> | void}
  | {mode: 'edit'; initialValues: MemberFormValues; submitting: boolean; onSubmit(payload: MemberPayload): Promise<unknown> | void};

export function MemberForm(props: Props) {
  const create = props.mode === 'create';
  const schema = create ? memberCreateSchema : memberSchema;
  const prepare = (values: MemberFormValues) => toPayload(values, props.initialValues, create);

  return (
    <Formik
      initialValues={props.initialValues}
      enableReinitialize
      validate={toFormikValidate(schema, prepare)}
      // validate() passed, so parse() succeeds; it also trims the strings.
      onSubmit={
        props.mode === 'create'
          ? savingSubmit(values => memberCreateSchema.parse(prepare(values)), props.onSubmit)
          : savingSubmit(values => memberSchema.parse(prepare(values)), props.onSubmit)
      }
    >
      <Form noValidate aria-label={create ? 'New user' : 'Edit user'}>
        <UnsavedChangesGuard />
        <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', md: '1fr 1fr'}, maxWidth: 800}}>
          <FormikTextField name="name" label="Name" required />
          <FormikTextField name="username" label="Username" required autoComplete="off" />
          {create && <FormikTextField name="password" label="Password" type="password" required autoComplete="new-password" />}
          <FormikTextField name="phone" label="Phone" />
          <FormikNumberField name="buyerCommission" label="Buyer commission" integer required />
          <FormikSelect name="preferLanguage" label="Preferred language" required options={LANGUAGES} labels={LANGUAGE_LABELS} />
          <FormikSelect name="preferCountry" label="Preferred country" required options={COUNTRIES} labels={COUNTRY_LABELS} />
          <FormikSelect name="team" label="Team" options={TEAMS} labels={TEAM_LABELS} empty="None" />
          <FormikTextField name="location" label="Location" />
        </Box>
        <Box sx={{mt: 2}}>
          <FormikCheckbox name="isActive" label="Active" />
        </Box>
        <Box component="fieldset" sx={{border: 0, p: 0, mt: 2}}>
          <FormLabel component="legend">Roles</FormLabel>
          <FormGroup row>
            {ROLE_FLAGS.map(flag => (
              <FormikCheckbox key={flag} name={flag} label={ROLE_LABELS[flag]} />
            ))}
          </FormGroup>
        </Box>
        <Box sx={{display: 'flex', gap: 2, mt: 3}}>
          <Button type="submit" variant="contained" disabled={props.submitting}>
            Save
          </Button>
          <Button component={RouterLink} to="/admin/users">
            Cancel
          </Button>
        </Box>
      </Form>
    </Formik>
  );
}
