import type { Language } from './languages';
import { RETURN_KEY } from './preferred-language';

/**
 * Before leaving for a page that sends the visitor back to a fixed English URL (the payment
 * gateway), the page says which URL and language to come back in. Only that return, once, within
 * this tab, opens in the language the visitor left in.
 */
export function expectReturn(pathname: string, language: Language): void {
  try {
    window.sessionStorage.setItem(RETURN_KEY, JSON.stringify({ pathname, language }));
  } catch {
    // Storage blocked: the return opens in English, with the banner offering Urdu.
  }
}
