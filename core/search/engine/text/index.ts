export { createTextMatcher } from './matcher';
