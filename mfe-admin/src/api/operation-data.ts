import {
  callOperation,
  type OperationInput,
  type OperationResult,
  type PublicOperationId,
} from '@rescue/web-kit/query';

/** What an operation answering `{ data }` gives in it. */
type DataOf<Id extends PublicOperationId> =
  OperationResult<Id> extends { data: infer Data } ? Data : never;

/** Calls an operation that answers `{ data }` (a list, a record) and gives its data. */
export async function operationData<Id extends PublicOperationId>(
  id: Id,
  input: OperationInput<Id>,
): Promise<DataOf<Id>> {
  const body = (await callOperation(id, input)) as { data: DataOf<Id> };
  return body.data;
}
