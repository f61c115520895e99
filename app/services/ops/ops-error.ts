/**
 * A refusal of an operations tool that the operator can act on (a damaged archive, a non-empty
 * target, a source equal to the target): the command line prints its message alone, no stack.
 */
export class OpsError extends Error {
  name = "OpsError";
}
