// The volunteer service's /internal routes are the operation table's internal entries for it,
// registered with route() (issue 28).
import { OPERATIONS, isInternal, koaPath, type OperationSpec } from '@rescue/contracts';
import type { VolunteerDeps } from '../../src/routes/deps';
import { internalRouter } from '../../src/routes/internal';

test('every /internal route of volunteer is an internal operation of the table, and back', () => {
  const router = internalRouter({} as Pick<VolunteerDeps, 'takes' | 'incidents' | 'config'>, 'k');
  const registered = router.stack.flatMap((layer) =>
    layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`),
  );
  const table = Object.values(OPERATIONS)
    .filter((spec: OperationSpec) => isInternal(spec) && spec.service === 'volunteer')
    .map((spec: OperationSpec) => `${spec.method} ${koaPath(spec.path)}`);
  expect(table.sort()).toEqual([
    'DELETE /internal/volunteers/:id/takes',
    'POST /internal/volunteers/full',
  ]);
  expect(registered.sort()).toEqual(table);
});
