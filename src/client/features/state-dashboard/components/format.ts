import { formatNumber } from '../../../lib/format';

/** Minutes as hours with at most one decimal, in the viewer's language. */
export const hours = (minutes: number, lang: string) => formatNumber(Math.round(minutes / 6) / 10, lang);

/** A share (0-1) as a whole percentage number. */
export const percent = (share: number) => Math.round(share * 100);
