import type { OperationId } from '../contract/openapi.ts';
import type { OwnRefusal } from '../http/handler.ts';

/** The refusal an operation registered for a status in the handler table (http/handler.ts), if any. */
export type OwnRefusalOf = (operationId: OperationId, status: number) => OwnRefusal | undefined;

export interface FaultSpec {
  operation_id: OperationId;
  status?: number;
  delay_ms?: number;
  count: number;
}

export interface ActiveFault extends FaultSpec {
  remaining: number;
  message: string;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

/** Faults QA switched on: the next `count` calls of an operation answer `status` and/or wait `delay_ms`. */
export class FaultRegistry {
  private readonly faults = new Map<OperationId, ActiveFault>();

  constructor(private readonly ownRefusalOf: OwnRefusalOf = () => undefined) {}

  set(spec: FaultSpec): ActiveFault {
    const text = spec.status ? (STATUS_TEXT[spec.status] ?? `Error ${spec.status}`) : '';
    const own = spec.status ? this.ownRefusalOf(spec.operation_id, spec.status) : undefined;
    const fault: ActiveFault = {
      ...spec,
      remaining: spec.count,
      // A status the operation refuses with on its own (the demo 409) uses the product's wording, so
      // the portal's message can be seen as in production.
      message: own?.message ?? `${text} (fault injected from the QA console)`,
    };
    this.faults.set(spec.operation_id, fault);
    return fault;
  }

  take(op: OperationId): ActiveFault | null {
    const fault = this.faults.get(op);
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.delete(op);
    return fault;
  }

  list(): ActiveFault[] {
    return [...this.faults.values()];
  }

  clear(): void {
    this.faults.clear();
  }
}
