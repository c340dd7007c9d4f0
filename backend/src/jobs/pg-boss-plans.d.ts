/** pg-boss's SQL texts (it ships no types for them): the statements its workers send. */
declare module 'pg-boss/src/plans' {
  export function completeJobs(schema: string): string;
  export function failJobsById(schema: string): string;
}
