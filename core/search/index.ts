export { maxQueryLength, type SearchResult, searchGoods, searchPerPage } from './search-goods';
