import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { readAhead } from './prefetchedReads';

export type ReadAheadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * A home read at `path` checked against its contract: the answer a sign-in started ahead when
 * there is one, else a new read. A failure or a wrong shape is 'failed'; `retry` reads again.
 */
export function useReadAheadAnswer<S extends z.ZodType>(
  path: string,
  schema: S,
): { state: ReadAheadState<z.output<S>>; retry: () => void } {
  const [state, setState] = useState<ReadAheadState<z.output<S>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    readAhead(path)
      .then((data) => {
        const parsed = schema.safeParse(data);
        if (!parsed.success) console.error(`${path} answered an unexpected shape`, parsed.error);
        if (active)
          setState(parsed.success ? { status: 'ready', data: parsed.data } : { status: 'failed' });
      })
      .catch((error: unknown) => {
        console.error(`${path} could not be read`, error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [path, schema, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}
