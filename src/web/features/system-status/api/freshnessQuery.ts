// The query lives in lib: the lists and insights show the old requests' notice from it too.
export { freshnessQuery } from '../../../lib/freshnessQuery';
