import {LANGUAGES, type Language} from '@karat/shared';

/** Menu and heading names of the cold-case lists (spec 02 "Sidebar menu": Finnish, Swedish, Fi-Swedish, UK). */
export const COLD_CASE_LANGUAGE_LABELS: Record<Language, string> = {
  finnish: 'Finnish',
  swedish: 'Swedish',
  'finland-swedish': 'Fi-Swedish',
  'uk-english': 'UK',
};

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}
