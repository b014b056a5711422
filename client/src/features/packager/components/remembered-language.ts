import {packagerSlug, type PackagerSlug} from '@karat/shared';

const KEY = 'karat.packager.language';

/** The queue this tab packs (so /packager/pack returns to it); sessionStorage, per tab. */
export function rememberLanguage(slug: PackagerSlug): void {
  try {
    sessionStorage.setItem(KEY, slug);
  } catch {
    // storage off: /packager/pack then asks for the language again
  }
}

export function rememberedLanguage(): PackagerSlug | undefined {
  try {
    return packagerSlug(sessionStorage.getItem(KEY));
  } catch {
    return undefined;
  }
}
