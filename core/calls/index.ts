export {
  type CallRow,
  type CallsFilter,
  type CallType,
  callStatusFilters,
  callsInput,
  callTypes,
  listCalls,
} from './list-calls';
export { callEntities, type UpdateCallInput, updateCall, updateCallInput } from './update-call';
