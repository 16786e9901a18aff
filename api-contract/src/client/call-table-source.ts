import { endpoints, operationIds } from '../endpoints';
import { callShapeOf } from './call-shape';

/** Every call's shape, from the endpoint table, in its order. */
export const callShapes = () => Object.fromEntries(operationIds.map((id) => [id, callShapeOf(endpoints[id])]));

/** The text of `call-table.ts`, before Prettier lays it out. */
export const callTableSource = () => `/**
 * Written from the endpoint table (\`../endpoints.ts\`) by \`pnpm api:calls\`; \`call-table.test.ts\`
 * fails when the two differ. The client reads this, not the table: the table's schemas, summaries
 * and rules would otherwise be in every page's first script, where only these few facts are used.
 */
import type { OperationId } from '../endpoints';
import type { CallShape } from './call-shape';

export const callTable: Record<OperationId, CallShape> = ${JSON.stringify(callShapes(), null, 2)};
`;
