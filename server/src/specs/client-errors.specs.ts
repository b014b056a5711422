import {clientErrorSchema} from '@karat/shared';
import {zodBody} from './from-zod';

/** What a member's browser reports of a failure it met (an unexpected answer, a script error). */
export const clientErrorBody = zodBody('ClientErrorReport', clientErrorSchema);
