export { getSearchEngine, maxQueryLength } from './engine';
